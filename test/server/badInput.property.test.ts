import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, registration, signUp, startTestServer, validAd, type TestServer } from './helpers';

let server: TestServer;
let userToken: string;
let admin: string;
let adId: string;

const TABLES = ['users', 'one_time_codes', 'packages', 'ads', 'ad_images', 'payments', 'credit_ledger', 'processed_events'];

/** A fingerprint of every row of every table: equal before and after means nothing changed. */
async function fingerprint(): Promise<string> {
  const parts = [];
  for (const table of TABLES) {
    const result = (await server.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
    )) as { rows: { h: string }[] };
    parts.push(result.rows[0]!.h);
  }
  return parts.join(',');
}

beforeAll(async () => {
  server = await startTestServer();
  userToken = (await signUp(server, 'fuzz@example.de')).token;
  admin = await adminToken(server);
  adId = ((await call(server.app, 'POST', '/api/ads', { token: userToken, body: validAd() })).body.data as { id: string }).id;
});
afterAll(() => server.close());

const ROUTES: [string, string][] = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/activate-user'],
  ['POST', '/api/auth/active-resend'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/forgot-resend'],
  ['POST', '/api/auth/verify-otp'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/user/profile'],
  ['PATCH', '/api/user/profile'],
  ['DELETE', '/api/user/profile'],
  ['POST', '/api/user/password'],
  ['GET', '/api/package/getAllPackages'],
  ['GET', '/api/ads'],
  ['GET', '/api/ads/mine'],
  ['GET', '/api/ads/credits'],
  ['GET', '/api/ads/:id'],
  ['POST', '/api/ads'],
  ['PATCH', '/api/ads/:id'],
  ['DELETE', '/api/ads/:id'],
  ['POST', '/api/ads/:id/images'],
  ['DELETE', '/api/ads/:id/images/:id'],
  ['PUT', '/api/ads/:id/images/order'],
  ['POST', '/api/ads/:id/publish'],
  ['GET', '/api/userList/latest'],
  ['GET', '/api/userList'],
  ['PATCH', '/api/userList/:id'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/ads'],
  ['POST', '/api/admin/ads/:id/approve'],
  ['POST', '/api/admin/ads/:id/reject'],
  ['GET', '/api/health'],
  ['GET', '/api/legal'],
  ['POST', '/api/ads/:id/contact'],
  ['POST', '/api/ads/:id/report'],
  ['GET', '/api/payments/config'],
  ['POST', '/api/payments/intent'],
  ['GET', '/api/payments/mine'],
  ['GET', '/api/payments/:id'],
  ['GET', '/api/payments/:id/receipt'],
  ['POST', '/api/payments/demo/confirm'],
  ['POST', '/api/payments/demo/authenticate'],
];

const junk = fc.oneof(
  fc.string(),
  fc.constantFrom('', '%', '../..', '%00', "' OR 1=1 --", '\u0000', 'ä'.repeat(300), '-1', '1e309', 'null', '{"a":1}'),
);
const idSegment = fc.oneof(junk, fc.uuid(), fc.constant('__AD__'));
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom('email', 'password', 'name', 'title', 'role', 'blocked', 'code', 'imageIds', 'priceCents', 'status', 'reason', 'packageId', 'paymentId', 'number', 'message', '__proto__', 'constructor'), fc.jsonValue()),
  fc.string().map((s) => ({ raw: s })),
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/xml', undefined);
const token = fc.constantFrom<'user' | 'admin' | 'none' | 'garbage'>('user', 'admin', 'none', 'garbage');

describe('bad input anywhere', () => {
  it.each(ROUTES)('%s %s answers 4xx with the error envelope, never 5xx, and a refusal changes no row', async (method, pattern) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(idSegment, { minLength: 2, maxLength: 2 }),
        fc.dictionary(fc.constantFrom('q', 'page', 'limit', 'sort', 'cursor', 'category', 'minPrice', 'email', 'status', 'x'), junk),
        body,
        contentType,
        token,
        fc.boolean(),
        async (ids, query, payload, type, who, rawText) => {
          let n = 0;
          const url =
            pattern.replace(/:id/g, () => {
              const segment = ids[n++]!;
              return encodeURIComponent(segment === '__AD__' ? adId : segment);
            }) +
            '?' +
            new URLSearchParams(query).toString();
          const before = await fingerprint();
          const headers: Record<string, string> = { 'accept-language': 'de' };
          if (type) headers['content-type'] = type;
          const tokens = { user: userToken, admin, none: undefined, garbage: 'eyJhbGciOiJub25lIn0.e30.' };
          const sendBody = method === 'GET' ? undefined : rawText ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload);
          const { status, body: answer, response } = await call(server.app, method as 'GET', url, { token: tokens[who], headers, body: sendBody });
          expect(status, `${method} ${url} → ${response.body}`).toBeLessThan(500);
          if (status >= 400) {
            expect(answer).toMatchObject({ statusCode: status, error: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
            expect(response.body).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT |stack/i);
            expect(await fingerprint(), `${method} ${url} changed rows although it was refused`).toBe(before);
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
    );
  });
});

describe('numbers that are not numbers', () => {
  it.each(['/api/userList?limit=1e309', '/api/userList?page=1e309', '/api/ads?minPrice=1e309', '/api/ads?minRooms=-1e309'])('%s is a 400, not a 500', async (url) => {
    const { status, body } = await call(server.app, 'GET', url, { token: admin });
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_FAILED');
  });

  it('a JSON body with 1e309 is a 400', async () => {
    const { status } = await call(server.app, 'PATCH', `/api/ads/${adId}`, { token: userToken, body: '{"priceCents": 1e309}', headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each(['/api/ads?q=%00', '/api/ads?q=Wohnung%00Berlin', '/api/ads?city=%00'])('%s is a 400 naming the field, not a 500', async (url) => {
    const { status, body } = await call(server.app, 'GET', url, {});
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/NUL/);
  });

  it('a registration with a NUL in the name is refused and creates no account', async () => {
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('nul@example.de', { name: 'Ma\u0000x' }),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'invalid' })]);
    expect(await fingerprint()).toBe(before);
  });

  it('a NUL in an ad title is refused and leaves the ad as it was', async () => {
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'PATCH', `/api/ads/${adId}`, { token: userToken, body: { title: 'Helle\u0000Wohnung' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'title' })]);
    expect(await fingerprint()).toBe(before);
  });
});
