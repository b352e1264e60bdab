import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenForMetrics } from '../../server/platform/http/metricsServer';
import { Drain, gracefulShutdownPlugin } from '../../server/platform/http/plugins/gracefulShutdown';
import { metricsPlugin } from '../../server/platform/http/plugins/metrics';
import { openApiPlugin } from '../../server/platform/http/plugins/openapi';
import { MetricsPrometheus } from '../../server/platform/adapters/metrics/MetricsPrometheus';

// Metrics (the app's and its port of their own) and the goodbye on shutdown, on small apps without a database.

const metricsOf = () => new MetricsPrometheus({ jobsPending: async () => 0, databasePool: () => null });

describe('metrics', () => {
  it('on the main port, only for a scraper holding METRICS_TOKEN; requests are timed by route pattern', async () => {
    const metrics = metricsOf();
    const app = Fastify();
    await app.register(metricsPlugin, { metrics, token: 'geheimes-token' });
    app.get('/ads/:id', async () => ({ ok: true }));
    try {
      await app.inject('/ads/1');
      await app.inject('/ads/2');
      await app.inject('/nirgends');
      const scrape = (authorization?: string) =>
        app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      for (const refused of [
        undefined,
        'Bearer falsches-token',
        'Bearer geheimes-token-',
        'bearer geheimes-token',
        'Basic geheimes-token',
      ]) {
        const answer = await scrape(refused);
        expect([answer.statusCode, answer.headers['www-authenticate']], String(refused)).toEqual([401, 'Bearer']);
        expect(answer.json(), String(refused)).toEqual({
          statusCode: 401,
          error: 'UNAUTHORIZED',
          message: 'Metrics need the METRICS_TOKEN',
          requestId: expect.any(String),
        });
      }
      const scraped = await scrape('Bearer geheimes-token');
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['cache-control']).toBe('no-store');
      expect(scraped.headers['content-type']).toContain('text/plain');
      expect(scraped.body).toContain(
        'http_request_duration_seconds_count{app="inserat",method="GET",route="/ads/:id",status_code="200"} 2',
      );
      expect(scraped.body).toContain(
        'http_request_duration_seconds_count{app="inserat",method="GET",route="unmatched",status_code="404"} 1',
      );
      expect(scraped.body).not.toContain('/ads/1');
      // In seconds, as Prometheus expects: three quick answers take well under ten.
      const seconds = Number(
        /http_request_duration_seconds_sum\{app="inserat",method="GET",route="\/ads\/:id",status_code="200"\} (\S+)/.exec(
          scraped.body,
        )?.[1],
      );
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(10);
    } finally {
      await app.close();
    }
  });

  it('the scraper’s route is not in the OpenAPI document', async () => {
    const app = Fastify();
    await app.register(openApiPlugin);
    await app.register(metricsPlugin, { metrics: metricsOf(), token: 'geheimes-token' });
    app.get('/ads', async () => []);
    try {
      await app.ready();
      expect(Object.keys((app.swagger() as { paths: object }).paths)).toEqual(['/ads']);
    } finally {
      await app.close();
    }
  });

  it('without METRICS_TOKEN the main port has no /metrics', async () => {
    const app = Fastify();
    await app.register(metricsPlugin, { metrics: metricsOf(), token: null });
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('METRICS_PORT serves /metrics without a token and /health, nothing else', async () => {
    const server = await listenForMetrics(metricsOf(), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const scraped = await fetch(`${base}/metrics?debug=1`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('cache-control')).toBe('no-store');
      expect(await scraped.text()).toContain('http_request_duration_seconds');
      const health = await fetch(`${base}/health`);
      expect([health.status, health.headers.get('content-type'), await health.json()]).toEqual([
        200,
        'application/json',
        { status: 'ok' },
      ]);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${base}/health`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${base}/healthz`)).status).toBe(404);
      // A port already taken is an error at start, not a silent metrics outage.
      await expect(
        listenForMetrics(metricsOf(), (server.address() as AddressInfo).port, '127.0.0.1'),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('shutting down', () => {
  it('an answer still being written while the server closes says Connection: close; answers before do not', async () => {
    const app = Fastify();
    await app.register(gracefulShutdownPlugin, { drain: new Drain() });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    app.get('/quick', async () => ({ ok: true }));
    app.get('/slow', async () => {
      started();
      await released;
      return { ok: true };
    });
    expect((await app.inject('/quick')).headers.connection).not.toBe('close');
    const slow = app.inject('/slow');
    await running;
    const closed = app.close();
    // preClose has run once close() has begun; the answer is written after it.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await slow).headers.connection).toBe('close');
    await closed;
  });

  it('while draining, answers say Connection: close and the readiness check fails; before, neither', async () => {
    const app = Fastify();
    const drain = new Drain();
    await app.register(gracefulShutdownPlugin, { drain });
    app.get('/quick', async () => ({ ok: true }));
    await expect(drain.check()).resolves.toBeUndefined();
    expect((await app.inject('/quick')).headers.connection).not.toBe('close');
    drain.start();
    await expect(drain.check()).rejects.toThrow('shutting down');
    const answer = await app.inject('/quick');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).toBe('close');
    await app.close();
  });
});
