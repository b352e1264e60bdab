import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenForMetrics } from '../../server/platform/http/metricsServer';
import {
  adminToken,
  call,
  DB_LEG,
  publishedAd,
  registration,
  signUp,
  startTestServer,
  type TestServer,
} from './helpers';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';

describe(`operations: metrics, request ids, dead letters (${DB_LEG})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = async (token?: string) => call(server.app, 'GET', '/metrics', token ? { token } : {});

  it('serves Prometheus metrics only to the holder of METRICS_TOKEN, with request latency by route pattern', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('metrics-token-for-the-scraper-0123456788')).status).toBe(401);
    const seller = await signUp(server, 'metrics-seller@example.de');
    const ad = await publishedAd(server, seller);
    await call(server.app, 'GET', `/api/ads/${ad.id}`);
    await call(server.app, 'GET', '/api/ads?page=1');

    const { status, response } = await scrape(TOKEN);
    expect(status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    // One series per route, not one per ad: the pattern, never the id.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/ads\/:id"[^}]*status_code="200"[^}]*\} [1-9]/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*method="GET"[^}]*route="\/api\/ads"/);
    expect(text).not.toContain(ad.id);
    expect(text).toMatch(/^inserat_jobs_pending\{app="inserat"\} \d+$/m);
    expect(text).toMatch(/^inserat_mail_failures_total\{app="inserat"\} \d+$/m);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (DB_LEG === 'postgres') expect(text).toMatch(/inserat_db_pool_connections\{[^}]*state="total"[^}]*\} [1-9]/);
  });

  it("answers every request with a request id, repeats it in error answers, and keeps a proxy's well-formed id", async () => {
    const missing = await call(server.app, 'GET', '/api/ads/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const id = missing.response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.requestId).toBe(id);

    const fromProxy = await call(server.app, 'GET', '/api/health', {
      headers: { 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
    });
    expect(fromProxy.response.headers['x-request-id']).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    const forged = await call(server.app, 'GET', '/api/health', {
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(forged.response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts refused mail deliveries; a mail that failed every retry shows in the admins' dead letters and goes out when retried", async () => {
    const admin = await adminToken(server);
    server.mail.down = true;
    const registered = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('dead-letter@example.de'),
    });
    expect(registered.status).toBe(201);
    const letters = async () =>
      (await call(server.app, 'GET', '/api/admin/dead-letters', { token: admin })).body.data as {
        id: string;
        queue: string;
        to: string | null;
        failedAt: string;
      }[];
    await vi.waitFor(
      async () => expect((await letters()).some((letter) => letter.to === 'dead-letter@example.de')).toBe(true),
      { timeout: 30_000, interval: 100 },
    );
    const letter = (await letters()).find((l) => l.to === 'dead-letter@example.de')!;
    // A code somebody waits for goes through a queue of its own.
    expect(letter.queue).toBe('code-mail');
    expect(Number.isNaN(Date.parse(letter.failedAt))).toBe(false);
    const failures = /^inserat_mail_failures_total\{app="inserat"\} (\d+)$/m.exec(
      (await scrape(TOKEN)).response.body,
    )?.[1];
    expect(Number(failures)).toBeGreaterThanOrEqual(4); // the first try and three retries (the test server's policy)

    server.mail.down = false;
    expect(
      (await call(server.app, 'POST', `/api/admin/dead-letters/${letter.id}/retry`, { token: admin })).status,
    ).toBe(200);
    await server.mail.settled();
    expect(server.mail.sent.filter((mail) => mail.to === 'dead-letter@example.de')).toHaveLength(1);
    expect(await letters()).not.toContainEqual(expect.objectContaining({ id: letter.id }));
    expect(
      (await call(server.app, 'POST', `/api/admin/dead-letters/${letter.id}/retry`, { token: admin })).status,
    ).toBe(404);
    // Who sent it again, and for whom, is in the audit log.
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as {
      action: string;
      targetId: string;
      targetLabel: string;
      adminEmail: string;
    }[];
    expect(log[0]).toMatchObject({
      action: 'dead_letter_retried',
      targetId: letter.id,
      targetLabel: 'dead-letter@example.de',
      adminEmail: server.config.adminEmail,
    });
  });

  it('METRICS_PORT serves /metrics without a token and /health on a port of its own', async () => {
    const metricsServer = await listenForMetrics(server.services.metrics, 0, '127.0.0.1');
    try {
      const address = metricsServer.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`${base}/health`)).status).toBe(200);
      expect((await fetch(`${base}/api/ads`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => metricsServer.close(resolve));
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no /metrics on the main port', async () => {
    const server = await startTestServer();
    try {
      const { status } = await call(server.app, 'GET', '/metrics', { token: TOKEN });
      expect(status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
