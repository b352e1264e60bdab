import Fastify from 'fastify';
import { errorsPlugin } from '../../server/platform/http/plugins/errors';
import { classifyDatabaseError } from '../../server/platform/db/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { CORS_ORIGINS: 'https://app.inserat.example' });
});
afterAll(() => server.close());

describe('CORS', () => {
  it('allows the configured origin with credentials, nobody else', async () => {
    const allowed = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'https://app.inserat.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.inserat.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('limits and failures', () => {
  it('refuses JSON bodies over 256 KB with 413 and the envelope', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(413);
    expect(body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers', async () => {
    const res = await server.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('publishes the OpenAPI document from the route schemas', async () => {
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/register', '/ads', '/ads/{id}', '/userList/latest', '/payments/intent']),
    );
    expect((doc as unknown as { servers: { url: string }[] }).servers).toEqual([{ url: '/api' }]);
  });

  it('the database gone: the API answers 503 UNAVAILABLE with Retry-After, readiness fails, liveness stays 200; no stack, no SQL', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const list = await broken.app.inject({ url: '/api/ads' });
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({
      statusCode: 503,
      error: 'UNAVAILABLE',
      message: 'The service is unavailable right now; please try again in a moment',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(list.headers['retry-after']).toBe('5');
    // The operator reads which dependency is down, and the load balancer when to ask again.
    const ready = await broken.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({
      error: 'UNAVAILABLE',
      message: expect.stringMatching(/^Not ready: database \(.+\)$/),
    });
    expect((await broken.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await broken.app.close().catch(() => undefined);
  });

  it('an unexpected failure inside is a generic 500 body: no stack, no SQL', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
    app.get('/boom', async () => {
      throw new Error('select * from users -- at AdsService.ts:42');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'INTERNAL',
      message: 'Something went wrong on our side',
      requestId: expect.any(String),
    });
    await app.close();
  });
});
