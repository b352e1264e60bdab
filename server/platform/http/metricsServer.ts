import { createServer, type Server } from 'node:http';
import type { HttpMetrics } from './plugins/metrics';

/**
 * METRICS_PORT: /metrics without a token and /health, on a port of its own that only the private network reaches
 * (a worker process has no other port, so this is also its health check).
 */
export async function listenForMetrics(
  metrics: Pick<HttpMetrics, 'exposition'>,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/metrics') {
      metrics.exposition().then(
        ({ contentType, body }) =>
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
        () => response.writeHead(503).end(),
      );
      return;
    }
    if (request.method === 'GET' && path === '/health')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
