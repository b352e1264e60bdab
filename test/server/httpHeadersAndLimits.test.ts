import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, type ServerConfig } from '../../server/config';
import { requestSerializer } from '../../server/platform/http/logging';
import { errorsPlugin } from '../../server/platform/http/plugins/errors';
import { classifyDatabaseError } from '../../server/platform/db/errors';
import { openApiPlugin } from '../../server/platform/http/plugins/openapi';
import { rateLimitPlugin } from '../../server/platform/http/plugins/rateLimit';
import { contentSecurityPolicy, securityPlugin } from '../../server/platform/http/plugins/security';

/**
 * What is around every answer, on small Fastify apps with the server's own plugins (no database): the access log,
 * security headers and CORS, rate limits (shared through Redis when TEST_REDIS_URL is set) and the OpenAPI document.
 */

describe('the access log', () => {
  it('shows method, address (an auth route without its query), host and client address', () => {
    const request = {
      method: 'GET',
      url: '/api/auth/reset-password?email=erika%40example.de',
      host: 'inserat.example',
      ip: '203.0.113.9',
    } as FastifyRequest;
    expect(requestSerializer(request)).toEqual({
      method: 'GET',
      url: '/api/auth/reset-password?[redacted]',
      host: 'inserat.example',
      remoteAddress: '203.0.113.9',
    });
    const urlOf = (url: string) => requestSerializer({ ...request, url } as FastifyRequest).url;
    expect(urlOf('/api/auth/login')).toBe('/api/auth/login');
    expect(urlOf('/api/ads?q=Altbau&city=K%C3%B6ln')).toBe('/api/ads?q=Altbau&city=K%C3%B6ln');
    expect(urlOf('/ads/auth/?page=2')).toBe('/ads/auth/?page=2');
  });
});

describe('security headers and CORS', () => {
  let config: ServerConfig;
  beforeAll(async () => {
    config = await loadServerConfig({
      NODE_ENV: 'test',
      DATA_DIR: `${os.tmpdir()}/inserat-headers-${randomBytes(4).toString('hex')}`,
    });
  });
  const directives = (overrides: Partial<ServerConfig>) =>
    contentSecurityPolicy({ ...config, ...overrides }).directives;

  it('the policy allows Stripe only when Stripe takes payments, Google only with Google sign-in, and no frames otherwise', () => {
    const plain = directives({
      paymentsProvider: 'demo',
      firebaseProjectId: null,
      firebaseAuthEmulatorHost: null,
      objectStorage: null,
    });
    expect(plain.scriptSrc).toEqual(["'self'"]);
    expect(plain.frameSrc).toEqual(["'none'"]);
    expect(plain.connectSrc).toEqual(["'self'"]);
    expect(plain.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      new URL(config.map.tileUrl.replace('{s}', 'a')).origin.replace('//a.', '//*.'),
    ]);
    expect(plain).toMatchObject({
      defaultSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    });

    const stripe = directives({ paymentsProvider: 'stripe', firebaseProjectId: null, firebaseAuthEmulatorHost: null });
    expect(stripe.scriptSrc).toEqual(["'self'", 'https://js.stripe.com']);
    expect(stripe.frameSrc).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe.connectSrc).toEqual(["'self'", 'https://api.stripe.com']);
    expect(stripe.imgSrc).toContain('https://*.stripe.com');

    const google = directives({
      paymentsProvider: 'demo',
      firebaseProjectId: 'inserat-prod',
      firebaseAuthEmulatorHost: null,
    });
    expect(google.scriptSrc).toEqual(["'self'", 'https://apis.google.com', 'https://www.gstatic.com']);
    expect(google.frameSrc).toEqual(['https://*.firebaseapp.com']);
    expect(google.connectSrc).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ]);
    expect(google.imgSrc).toContain('https://*.googleusercontent.com');

    const emulator = directives({
      paymentsProvider: 'demo',
      firebaseProjectId: 'demo-inserat',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
    });
    expect(emulator.frameSrc).toContain('http://127.0.0.1:9099');
    expect(emulator.connectSrc).toContain('http://127.0.0.1:9099');

    const storage = directives({
      objectStorage: {
        ...(config.objectStorage ?? ({} as NonNullable<ServerConfig['objectStorage']>)),
        publicUrl: 'https://bilder.inserat.example/anzeigen',
      },
    });
    expect(storage.imgSrc).toContain('https://bilder.inserat.example');
  });

  it('sends the policy and the opener rule, and answers CORS for the configured origin only, with credentials', async () => {
    const site = Fastify();
    await site.register(securityPlugin, { config: { ...config, corsOrigins: ['https://inserat.example'] } });
    site.get('/hello', async (_request, reply) => reply.setCookie('seen', '1').send({ hello: true }));
    try {
      const answer = await site.inject({ url: '/hello', headers: { origin: 'https://inserat.example' } });
      // Exactly this policy, without helmet's defaults: upgrade-insecure-requests would send a site served over plain
      // http (npm start in a network) to an https address that does not answer.
      const tiles = new URL(config.map.tileUrl.replace('{s}', 'a')).origin.replace('//a.', '//*.');
      expect(answer.headers['content-security-policy']).toBe(
        `default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: ${tiles};font-src 'self';` +
          "connect-src 'self';frame-src 'none';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(answer.headers['access-control-allow-origin']).toBe('https://inserat.example');
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(answer.headers['set-cookie']).toContain('seen=1');
      const preflight = await site.inject({
        method: 'OPTIONS',
        url: '/hello',
        headers: { origin: 'https://inserat.example', 'access-control-request-method': 'PATCH' },
      });
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, PATCH, PUT, DELETE');
      const stranger = await site.inject({ url: '/hello', headers: { origin: 'https://elsewhere.example' } });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await site.close();
    }
  });

  it('with no origins configured, no other site is allowed', async () => {
    const site = Fastify();
    await site.register(securityPlugin, { config: { ...config, corsOrigins: [] } });
    site.get('/hello', async () => ({ hello: true }));
    try {
      const answer = await site.inject({ url: '/hello', headers: { origin: 'https://inserat.example' } });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await site.close();
    }
  });
});

describe('rate limits', () => {
  it('only routes that ask are limited, and a refusal is the RATE_LIMITED envelope', async () => {
    const site = Fastify();
    await site.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
    await site.register(rateLimitPlugin, { redis: null });
    site.post('/login', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    site.get('/ads', async () => ({ ok: true }));
    try {
      const logins = [];
      for (let i = 0; i < 3; i++) logins.push(await site.inject({ method: 'POST', url: '/login' }));
      expect(logins.map((a) => a.statusCode)).toEqual([200, 200, 429]);
      expect(logins[2]!.json()).toMatchObject({
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: 'Too many requests; please wait and try again',
      });
      const reads = [];
      for (let i = 0; i < 5; i++) reads.push(await site.inject('/ads'));
      expect(reads.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(reads[0]!.headers['x-ratelimit-limit']).toBeUndefined();
      expect(logins[0]!.headers['x-ratelimit-limit']).toBe('2');
    } finally {
      await site.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits with REDIS_URL', () => {
  it('two processes share one count, kept under the inserat:ratelimit: keys', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    // A client address of its own, so no earlier run's count is in the way.
    const address = `198.51.100.${randomBytes(1)[0]}`;
    const processes = await Promise.all(
      [1, 2].map(async () => {
        const site = Fastify();
        await site.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
        await site.register(rateLimitPlugin, { redis });
        site.post(
          '/login',
          { config: { rateLimit: { max: 2, timeWindow: 60_000, keyGenerator: () => `edges-${address}` } } },
          async () => ({ ok: true }),
        );
        return site;
      }),
    );
    try {
      const [a, b] = processes as [FastifyInstance, FastifyInstance];
      const login = (site: FastifyInstance) =>
        site.inject({ method: 'POST', url: '/login' }).then((answer) => answer.statusCode);
      expect([await login(a), await login(b), await login(a), await login(b)]).toEqual([200, 200, 429, 429]);
      expect(await redis.keys(`inserat:ratelimit:*edges-${address}`)).toHaveLength(1);
    } finally {
      const counted = await redis.keys(`inserat:ratelimit:*edges-${address}`);
      if (counted.length > 0) await redis.del(...counted);
      await Promise.all(processes.map((site) => site.close()));
      await redis.quit();
    }
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 (type lists for nullable fields), for the API under /api, with the bearer token asked per operation', async () => {
    const site = Fastify();
    await site.register(openApiPlugin);
    site.get('/ads', { schema: { querystring: Type.Object({ page: Type.Integer() }) } }, async () => ({}));
    try {
      await site.ready();
      const document = site.swagger() as unknown as Record<string, unknown>;
      expect(document).toMatchObject({
        openapi: '3.1.0',
        info: { title: 'Inserat API' },
        servers: [{ url: '/api' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        paths: { '/ads': { get: { security: [] } } },
      });
      expect(Object.keys(document.paths as object)).toEqual(['/ads']);
    } finally {
      await site.close();
    }
  });
});
