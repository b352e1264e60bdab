import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

/** What the plugin needs of the metrics (MetricsPrometheus is one): a request timer and the exposition text. */
export interface HttpMetrics {
  requestDuration: { observe(labels: { method: string; route: string; status_code: string }, seconds: number): void };
  exposition(): Promise<{ contentType: string; body: string }>;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request by its route pattern, and serves GET /metrics to a scraper holding METRICS_TOKEN (as a bearer
 * token). Without the token configured the route does not exist on this port (METRICS_PORT serves it instead).
 */
export const metricsPlugin = fp<{ metrics: HttpMetrics; token: string | null }>(async (app, { metrics, token }) => {
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the URL: one series per route, not one per ad id. Unmatched URLs (404s, the client's pages) share one.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ') || !sameToken(authorization.slice(7), token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({
        statusCode: 401,
        error: 'UNAUTHORIZED',
        message: 'Metrics need the METRICS_TOKEN',
        requestId: request.id,
      });
    }
    const { contentType, body } = await metrics.exposition();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
});
