import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, type ServerConfig } from '../../server/config';
import { ApiError } from '../../server/domain/ApiError';
import { ServiceBusy } from '../../server/domain/ServiceBusy';
import { requestSerializer } from '../../server/http/logging';
import { errorsPlugin, frameworkErrors } from '../../server/http/plugins/errors';
import { classifyDatabaseError } from '../../server/infrastructure/db/errors';
import { openApiPlugin } from '../../server/http/plugins/openapi';
import { rateLimitPlugin } from '../../server/http/plugins/rateLimit';
import { contentSecurityPolicy, securityPlugin } from '../../server/http/plugins/security';
import { EmailBody, IdParams, Nullable, StringEnum } from '../../server/http/schemas/common';
import { closeObjects, validatorCompiler } from '../../server/http/validation';

/**
 * The edges every request passes, on a small Fastify app with the server's own plugins and compilers (no database):
 * what a caller gets back when input is wrong or something fails, and the headers and limits around every answer.
 * The whole server's versions of these are in hardening, strictBodies and badInput.property.
 */

const UUID = '0b9e8a52-3c1e-4d4f-9a57-5d0f3f7c2a11';

/** Failures a route can meet, by name: thrown inside the handler, as a service or driver would throw them. */
const FAILURES: Record<string, () => Error> = {
  conflict: () => new ApiError(409, 'CONFLICT', 'Only pending ads can be approved'),
  busy: () => new ServiceBusy(7),
  redisRetries: () =>
    Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
  redisClosed: () => new Error('Connection is closed.'),
  databaseDown: () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  databaseBusy: () => Object.assign(new Error('could not serialize access'), { code: '40001' }),
  duplicate: () =>
    Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), { code: '23505' }),
  goneReference: () => Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' }),
  unauthorized: () => Object.assign(new Error('no token'), { statusCode: 401 }),
  forbidden: () => Object.assign(new Error('no role'), { statusCode: 403 }),
  missing: () => Object.assign(new Error('no route'), { statusCode: 404 }),
  tooMany: () => Object.assign(new Error('slow down'), { statusCode: 429 }),
  teapot: () => Object.assign(new Error('I am a teapot'), { statusCode: 418 }),
  bug: () => new Error('select password_hash from users where id = $1: syntax error at or near "frm"'),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ frameworkErrors, bodyLimit: 2048, maxParamLength: 100 });
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => closeObjects(route.schema?.body));
  await app.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
  const Thing = Type.Object({
    title: Type.String({ minLength: 3, maxLength: 10 }),
    priceCents: Type.Integer(),
    area: Type.Optional(Type.Number()),
    note: Type.Optional(Type.String()),
    floor: Type.Optional(Type.Object({ level: Type.Integer() })),
    rooms: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
  });
  app.post('/things', { schema: { body: Thing } }, async (request) => request.body);
  app.post(
    '/labels',
    { schema: { body: Type.Record(Type.String(), Type.Unknown()) } },
    async (request) => request.body,
  );
  // An open object as deep as the server's 256 KB body limit allows.
  app.post(
    '/notes',
    { bodyLimit: 256 * 1024, schema: { body: Type.Record(Type.String(), Type.Unknown()) } },
    async () => ({ stored: true }),
  );
  app.get(
    '/find',
    { schema: { querystring: Type.Object({ q: Type.Optional(Type.String()) }, { minProperties: 1 }) } },
    async (request) => request.query,
  );
  app.get(
    '/things/:id',
    {
      schema: {
        params: IdParams,
        // Closed like the server's query schemas, so a parameter it does not name is dropped.
        querystring: Type.Object(
          {
            page: Type.Integer({ default: 1 }),
            sort: Type.Optional(StringEnum(['newest', 'price'])),
            q: Type.Optional(Type.String()),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ({ params: request.params, query: request.query }),
  );
  app.get('/echo/:word', async (request) => request.params);
  app.get<{ Params: { failure: string } }>('/fail/:failure', async (request) => {
    throw FAILURES[request.params.failure]!();
  });
  // Routes are compiled here, not on the first test's request: the mutation run then counts the compilers as covered
  // by every test of the file, not by the first one alone.
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
const envelope = (statusCode: number, error: string, message: string, extra: object = {}) => ({
  statusCode,
  error,
  message,
  ...extra,
  requestId: expect.any(String),
});
const fieldsOf = (answer: { json: () => { errors?: { field: string; code: string }[] } }) =>
  answer.json().errors?.map((e) => [e.field, e.code]);

describe('what a failure looks like to the caller', () => {
  it('an ApiError keeps its status, code and message', async () => {
    const answer = await app.inject(`/fail/conflict`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(envelope(409, 'CONFLICT', 'Only pending ads can be approved'));
  });

  it('a full work queue is 503 with the wait it names; Redis or the database away is 503 with a 5-second wait', async () => {
    const busy = await app.inject('/fail/busy');
    expect([busy.statusCode, busy.headers['retry-after']]).toEqual([503, '7']);
    for (const failure of ['redisRetries', 'redisClosed', 'databaseDown', 'databaseBusy']) {
      const answer = await app.inject(`/fail/${failure}`);
      expect([answer.statusCode, answer.headers['retry-after']], failure).toEqual([503, '5']);
      expect(answer.json(), failure).toEqual(
        envelope(503, 'UNAVAILABLE', 'The service is unavailable right now; please try again in a moment'),
      );
    }
  });

  it('a write that lost a race is 409 CONFLICT, asking to reload', async () => {
    for (const failure of ['duplicate', 'goneReference']) {
      const answer = await app.inject(`/fail/${failure}`);
      expect(answer.json(), failure).toEqual(
        envelope(409, 'CONFLICT', 'This changed in the meantime; please reload and try again'),
      );
    }
  });

  it('framework statuses become their stable codes; any other 4xx is an unreadable request', async () => {
    const codes = await Promise.all(
      ['unauthorized', 'forbidden', 'missing', 'tooMany', 'teapot'].map(async (f) =>
        (await app.inject(`/fail/${f}`)).json(),
      ),
    );
    expect(codes).toEqual([
      envelope(401, 'UNAUTHORIZED', 'Please sign in'),
      envelope(403, 'FORBIDDEN', 'Not allowed'),
      envelope(404, 'NOT_FOUND', 'Not found'),
      envelope(429, 'RATE_LIMITED', 'Too many requests; please wait and try again'),
      envelope(400, 'VALIDATION_FAILED', 'The request could not be read; check its format'),
    ]);
  });

  it('an unexpected failure is a bare 500: nothing of the query, the table or the stack', async () => {
    const answer = await app.inject('/fail/bug');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual(envelope(500, 'INTERNAL', 'Something went wrong on our side'));
    expect(answer.body).not.toMatch(/select|password|users|frm|at /);
  });

  it('a body too large is 413, a type the route does not read is 415, broken JSON is 400: each in the envelope', async () => {
    const large = await post('/things', { title: 'Groß', priceCents: 1, note: 'x'.repeat(4096) });
    expect(large.json()).toEqual(envelope(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'));
    const text = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'text/csv' },
      payload: 'title;price',
    });
    expect(text.json()).toEqual(envelope(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported'));
    const broken = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "Alt',
    });
    expect(broken.json()).toEqual(
      envelope(400, 'VALIDATION_FAILED', 'The request could not be read; check its format'),
    );
  });

  it('an address too long for the router is 414, a malformed one 400', async () => {
    const long = await app.inject(`/echo/${'a'.repeat(101)}`);
    expect([long.statusCode, long.json()]).toEqual([
      414,
      { statusCode: 414, error: 'VALIDATION_FAILED', message: 'The address is too long' },
    ]);
    expect((await app.inject(`/echo/${'a'.repeat(100)}`)).statusCode).toBe(200);
    const malformed = await app.inject('/echo/%E0%A4%A');
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { statusCode: 400, error: 'VALIDATION_FAILED', message: 'The address is malformed' },
    ]);
  });
});

describe('bad input: every field named, with a code the client translates', () => {
  it('names each wrong field at once, by its path, with required, too_short, too_long or invalid', async () => {
    const answer = await post('/things', {
      title: 'ab',
      priceCents: '1250',
      floor: {},
      rooms: [{ name: 'Küche' }, {}],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('VALIDATION_FAILED');
    expect(fieldsOf(answer)).toEqual([
      ['title', 'too_short'],
      ['priceCents', 'invalid'],
      ['floor.level', 'required'],
      ['rooms.1.name', 'required'],
    ]);
    expect(answer.json().message.split('; ')).toHaveLength(4);
    expect(answer.json().errors[0].message).toMatch(/^title /);
    expect(fieldsOf(await post('/things', { title: 'x'.repeat(11), priceCents: 1 }))).toEqual([['title', 'too_long']]);
    expect(fieldsOf(await post('/things', { priceCents: 1 }))).toEqual([['title', 'required']]);
  });

  it('a field the route does not know is refused by name, at any depth', async () => {
    const answer = await post('/things', {
      title: 'Altbau',
      priceCents: 1,
      isAdmin: true,
      floor: { level: 2, hidden: 'x' },
    });
    expect(answer.json().errors).toEqual([
      { field: 'isAdmin', code: 'invalid', message: 'isAdmin is not a field of this request' },
      { field: 'floor.hidden', code: 'invalid', message: 'floor.hidden is not a field of this request' },
    ]);
  });

  it('a body or query wrong as a whole is named as the body or the query', async () => {
    expect(fieldsOf(await post('/things', [1, 2]))).toEqual([['body', 'invalid']]);
    expect(fieldsOf(await app.inject('/find'))).toEqual([['querystring', 'invalid']]);
    expect((await app.inject('/find?q=Altbau')).json()).toEqual({ q: 'Altbau' });
  });

  it('a body keeps its types ("1250" is not a number); the address and query are text, read as their types', async () => {
    expect((await post('/things', { title: 'Altbau', priceCents: 1250 })).json()).toEqual({
      title: 'Altbau',
      priceCents: 1250,
    });
    const read = await app.inject(`/things/${UUID}?page=2&sort=price&utm_source=newsletter`);
    expect(read.json()).toEqual({ params: { id: UUID }, query: { page: 2, sort: 'price' } });
    expect((await app.inject(`/things/${UUID}`)).json().query).toEqual({ page: 1 });
    expect(fieldsOf(await app.inject(`/things/${UUID}?page=zwei&sort=cheap`))).toEqual([
      ['page', 'invalid'],
      ['sort', 'invalid'],
    ]);
    expect(fieldsOf(await app.inject('/things/not-a-uuid'))).toEqual([['id', 'invalid']]);
  });

  it('text with the NUL character, or a number past Infinity, is refused naming where it is, before the handler', async () => {
    const nul = await post('/things', { title: 'Alt\u0000bau', priceCents: 1 });
    expect(nul.json().errors).toEqual([
      { field: 'title', code: 'invalid', message: 'Must not contain the NUL character' },
    ]);
    const deep = await post('/things', {
      title: 'Altbau',
      priceCents: 1,
      rooms: [{ name: 'Bad' }, { name: 'Kü\u0000che' }],
    });
    expect(fieldsOf(deep)).toEqual([['rooms.1.name', 'invalid']]);
    const infinite = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":"Altbau","priceCents":1,"area":1e309}',
    });
    expect(infinite.json().errors).toEqual([{ field: 'area', code: 'invalid', message: 'Must be a finite number' }]);
    expect(fieldsOf(await app.inject(`/things/${UUID}?q=a%00b`))).toEqual([['q', 'invalid']]);
    expect(fieldsOf(await app.inject('/echo/a%00b'))).toEqual([['word', 'invalid']]);
    // A key with NUL in an open object (a record): named without the NUL.
    expect(fieldsOf(await post('/labels', { 'la\u0000bel': 'x' }))).toEqual([['label', 'invalid']]);
    expect(fieldsOf(await post('/labels', { outer: { 'in\u0000ner': 1 } }))).toEqual([['outer.inner', 'invalid']]);
    expect((await post('/labels', { outer: { inner: 'fine', count: 2 } })).json()).toEqual({
      outer: { inner: 'fine', count: 2 },
    });
  });

  it('an object nested as deep as the body limit allows is answered, not a crash', async () => {
    const depth = 40_000;
    const deep = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    });
    expect(deep.statusCode).toBe(200);
  });
});

describe('closed bodies', () => {
  it('closes every object a schema declares, at every depth and branch; a record or an explicit rule stays as written', () => {
    const schema = {
      type: 'object',
      properties: {
        address: { type: 'object', properties: { street: { type: 'string' } } },
        rooms: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
        contact: { anyOf: [{ type: 'object', properties: { email: { type: 'string' } } }, { type: 'null' }] },
        labels: { type: 'object', patternProperties: { '^.*$': { type: 'string' } } },
        extras: { type: 'object', additionalProperties: { type: 'object', properties: { note: { type: 'string' } } } },
        meta: { type: 'object', additionalProperties: true },
      },
      $defs: { price: { properties: { cents: { type: 'integer' } } } },
    };
    closeObjects(schema);
    const p = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema).toMatchObject({ additionalProperties: false });
    expect(p.address!.additionalProperties).toBe(false);
    expect((p.rooms!.items as Record<string, unknown>).additionalProperties).toBe(false);
    expect((p.contact!.anyOf as Record<string, unknown>[])[0]!.additionalProperties).toBe(false);
    expect((p.contact!.anyOf as Record<string, unknown>[])[1]!.additionalProperties).toBeUndefined();
    expect(p.labels!.additionalProperties).toBeUndefined();
    expect((p.extras!.additionalProperties as Record<string, unknown>).additionalProperties).toBe(false);
    expect(p.meta!.additionalProperties).toBe(true);
    expect((schema.$defs.price as Record<string, unknown>).additionalProperties).toBe(false);
    expect(() => closeObjects(undefined)).not.toThrow();
  });
});

describe('the schemas’ building blocks', () => {
  const accepts = (schema: object, value: unknown) =>
    validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' })(value) === true;

  it('Nullable takes the value or null; StringEnum only its words; an id is a UUID; an e-mail at most 254 characters', () => {
    const price = Nullable(Type.Integer());
    expect([accepts(price, 5), accepts(price, null), accepts(price, '5')]).toEqual([true, true, false]);
    const sort = StringEnum(['newest', 'price'], { description: 'Order' });
    expect([accepts(sort, 'price'), accepts(sort, 'cheapest')]).toEqual([true, false]);
    expect(sort).toMatchObject({ description: 'Order' });
    expect([accepts(IdParams, { id: UUID }), accepts(IdParams, { id: 'abc' })]).toEqual([true, false]);
    const at = (length: number) => ({ email: `${'a'.repeat(length - '@example.de'.length)}@example.de` });
    expect([accepts(EmailBody, at(254)), accepts(EmailBody, at(255))]).toEqual([true, false]);
  });
});

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
    config = await loadServerConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() });
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
