import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_LIMITS } from '../../src/domain/adValidation';
import { adminToken, call, registration, signUp, startTestServer, validAd, type TestServer } from './helpers';

let server: TestServer;
let userToken: string;
let admin: string;

const TABLES = [
  'users',
  'one_time_codes',
  'packages',
  'ads',
  'ad_images',
  'payments',
  'credit_ledger',
  'processed_events',
  'favorites',
  'saved_searches',
  'saved_search_alerts',
  'conversations',
  'messages',
  'user_blocks',
  'reports',
  'viewing_slots',
  'viewing_invitations',
  'viewing_bookings',
  'calendar_feeds',
  'tenant_profiles',
  'tenant_documents',
  'applications',
  'application_documents',
  'document_views',
  'push_subscriptions',
  'push_settings',
  'push_outbox',
];

/**
 * A fingerprint of every row of every table: equal before and after means nothing changed. One statement for all of
 * them (a fuzzed request is judged by two of these, thousands of times a run).
 */
const FINGERPRINT = sql.raw(
  `select md5(string_agg(h, ',' order by n)) as h from (${TABLES.map(
    (table, n) => `select ${n} as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
  ).join(' union all ')}) parts`,
);
async function fingerprint(): Promise<string> {
  const result = (await server.database.db.execute(FINGERPRINT)) as { rows: { h: string }[] };
  return result.rows[0]!.h;
}

beforeAll(async () => {
  server = await startTestServer();
  userToken = (await signUp(server, 'fuzz@example.de')).token;
  admin = await adminToken(server);
});
afterAll(() => server.close());

let draftId: Promise<string> | undefined;
/**
 * The user's draft ad (for routes with an ad id), made by the first test that needs it rather than in beforeAll: the
 * mutation run counts code a beforeAll runs as reached by every test, and then runs every test file of its part for each
 * of its mutants.
 */
function theDraft(): Promise<string> {
  draftId ??= call(server.app, 'POST', '/api/ads', { token: userToken, body: validAd() }).then(
    ({ body }) => (body.data as { id: string }).id,
  );
  return draftId;
}

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
  ['GET', '/api/user/notifications'],
  ['PUT', '/api/user/notifications'],
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
  ['POST', '/api/ads/:id/pause'],
  ['POST', '/api/ads/:id/resume'],
  ['POST', '/api/ads/:id/extend'],
  ['POST', '/api/ads/:id/bump'],
  ['GET', '/api/ads/:id/stats'],
  ['POST', '/api/user/email'],
  ['POST', '/api/user/email/confirm'],
  ['GET', '/api/userList/latest'],
  ['GET', '/api/userList'],
  ['PATCH', '/api/userList/:id'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/stats/weekly'],
  ['GET', '/api/admin/ads'],
  ['POST', '/api/admin/ads/:id/approve'],
  ['POST', '/api/admin/ads/:id/reject'],
  ['POST', '/api/admin/ads/:id/request-changes'],
  ['GET', '/api/health'],
  ['GET', '/api/ready'],
  ['GET', '/api/legal'],
  ['POST', '/api/ads/:id/contact'],
  ['POST', '/api/ads/:id/report'],
  ['GET', '/api/favorites'],
  ['PUT', '/api/favorites/:id'],
  ['DELETE', '/api/favorites/:id'],
  ['GET', '/api/user/export'],
  ['POST', '/api/ads/:id/conversations'],
  ['GET', '/api/conversations'],
  ['GET', '/api/conversations/unread'],
  ['GET', '/api/conversations/:id/messages'],
  ['POST', '/api/conversations/:id/messages'],
  ['POST', '/api/conversations/:id/read'],
  ['POST', '/api/conversations/:id/block'],
  ['DELETE', '/api/conversations/:id/block'],
  ['POST', '/api/conversations/:id/report'],
  ['GET', '/api/ads/:id/seller'],
  ['GET', '/api/admin/reports'],
  ['GET', '/api/admin/reports/:id'],
  ['PATCH', '/api/admin/reports/:id'],
  ['GET', '/api/admin/dead-letters'],
  ['GET', '/api/admin/audit'],
  ['POST', '/api/admin/ads/:id/take-down'],
  ['POST', '/api/admin/dead-letters/:id/retry'],
  ['GET', '/api/saved-searches'],
  ['POST', '/api/saved-searches'],
  ['PATCH', '/api/saved-searches/:id'],
  ['DELETE', '/api/saved-searches/:id'],
  ['POST', '/api/saved-searches/unsubscribe'],
  ['GET', '/api/payments/config'],
  ['POST', '/api/payments/intent'],
  ['GET', '/api/payments/mine'],
  ['GET', '/api/payments/:id'],
  ['GET', '/api/payments/:id/receipt'],
  ['POST', '/api/payments/demo/confirm'],
  ['POST', '/api/payments/demo/authenticate'],
  ['POST', '/api/auth/logout'],
  ['POST', '/api/auth/google'],
  ['GET', '/api/user/sessions'],
  ['DELETE', '/api/user/sessions'],
  ['DELETE', '/api/user/sessions/:id'],
  ['GET', '/api/ads/:id/similar'],
  ['GET', '/api/places'],
  ['GET', '/api/config'],
  // Issue 45: viewings.
  ['GET', '/api/ads/:id/viewings'],
  ['POST', '/api/ads/:id/viewings'],
  ['POST', '/api/ads/:id/viewings/invitations'],
  ['DELETE', '/api/viewing-slots/:id'],
  ['POST', '/api/viewing-slots/:id/booking'],
  ['DELETE', '/api/viewing-bookings/:id'],
  ['PUT', '/api/viewing-bookings/:id/attendance'],
  ['GET', '/api/viewings'],
  ['GET', '/api/user/calendar-feed'],
  ['GET', '/api/calendar/:id'],
  ['GET', '/api/user/tenant-profile'],
  ['PUT', '/api/user/tenant-profile'],
  ['GET', '/api/user/documents'],
  ['POST', '/api/user/documents'],
  ['DELETE', '/api/user/documents/:id'],
  ['POST', '/api/ads/:id/application'],
  ['GET', '/api/applications'],
  ['PUT', '/api/applications/:id/sharing'],
  ['GET', '/api/ads/:id/applications'],
  ['PUT', '/api/applications/:id/status'],
  ['POST', '/api/applications/:id/document-request'],
  ['GET', '/api/applications/:id/documents/:id'],
  // Issue 46: Web Push.
  ['GET', '/api/push/devices'],
  ['POST', '/api/push/devices'],
  ['DELETE', '/api/push/devices/:id'],
  ['GET', '/api/push/settings'],
  ['PUT', '/api/push/settings'],
];
// FUZZ_ROUTES (a mutation run of one server area, mutation/stryker.server.areas.mjs): only the routes under these prefixes.
const fuzzed =
  process.env.FUZZ_ROUTES === undefined
    ? ROUTES
    : ROUTES.filter(([, pattern]) =>
        process.env.FUZZ_ROUTES!.split(',').some((prefix) => prefix !== '' && pattern.startsWith(prefix)),
      );

/** Values at and past the edges of what the columns hold: 2^31, 2^53, NaN spelled out, impossible dates. */
const EDGES = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e20',
  'NaN',
  'Infinity',
  '-0',
  '0.000001',
  '2024-02-30',
  '0000-01-01',
  '99999-12-31',
  '2024-13-01',
];
const junk = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '%',
    '../..',
    '%00',
    "' OR 1=1 --",
    '\u0000',
    'ä'.repeat(300),
    '-1',
    '1e309',
    'null',
    '{"a":1}',
    ...EDGES,
  ),
);
const edgeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e20,
  -1e20,
  1_000_000,
  999_999.995,
  1e-7,
  -0,
);
const edgeValue = fc.oneof(fc.jsonValue(), edgeNumber, fc.constantFrom(...EDGES));
const idSegment = fc.oneof(junk, fc.uuid(), fc.constant('__AD__'));
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'name',
      'title',
      'role',
      'blocked',
      'code',
      'imageIds',
      'priceCents',
      'status',
      'reason',
      'packageId',
      'paymentId',
      'number',
      'message',
      'filters',
      'frequency',
      'seen',
      'body',
      'details',
      'note',
      'date',
      'time',
      'minutes',
      'kind',
      'capacity',
      'seekerIds',
      'attendance',
      'adults',
      'incomeBand',
      'profileConsent',
      'documentIds',
      'endpoint',
      'keys',
      'quietFrom',
      'quietUntil',
      'clientId',
      '__proto__',
      'constructor',
    ),
    fc.jsonValue(),
  ),
  // A whole valid ad with one field pushed to an edge: reaches the database unless the schema stops it.
  fc
    .record({
      field: fc.constantFrom(
        'priceCents',
        'livingArea',
        'plotArea',
        'rooms',
        'floor',
        'yearBuilt',
        'availableFrom',
        'energyCertificate',
      ),
      value: edgeValue,
    })
    .map(({ field, value }) => ({ ...validAd(), [field]: value })),
  fc.string().map((s) => ({ raw: s })),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/xml',
  undefined,
);
const token = fc.constantFrom<'user' | 'admin' | 'none' | 'garbage'>('user', 'admin', 'none', 'garbage');

// Routes that end sessions: fuzzed with a user of their own, and the admin signed in again after them (ending "every
// other session" of the admin ends the shared admin token), so that the tests after them still hold valid tokens.
const ENDS_SESSIONS = ['POST /api/auth/logout', 'DELETE /api/user/sessions'];

describe('bad input anywhere', () => {
  it.each(fuzzed)(
    '%s %s answers 4xx with the error envelope, never 5xx, and a refusal changes no row',
    async (method, pattern) => {
      const adId = await theDraft();
      const endsSessions = ENDS_SESSIONS.indexOf(`${method} ${pattern}`);
      const user =
        endsSessions === -1 ? userToken : (await signUp(server, `fuzz-ends-${endsSessions}@example.de`)).token;
      await fc.assert(
        fc.asyncProperty(
          fc.array(idSegment, { minLength: 2, maxLength: 2 }),
          fc.dictionary(
            fc.constantFrom(
              'q',
              'page',
              'limit',
              'sort',
              'cursor',
              'category',
              'minPrice',
              'maxPrice',
              'minRooms',
              'minArea',
              'email',
              'status',
              'token',
              'x',
            ),
            junk,
          ),
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
            const tokens = { user, admin, none: undefined, garbage: 'eyJhbGciOiJub25lIn0.e30.' };
            const sendBody =
              method === 'GET' ? undefined : rawText ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload);
            const {
              status,
              body: answer,
              response,
            } = await call(server.app, method as 'GET', url, { token: tokens[who], headers, body: sendBody });
            expect(status, `${method} ${url} → ${response.body}`).toBeLessThan(500);
            if (status >= 400) {
              expect(answer).toMatchObject({
                statusCode: status,
                error: expect.stringMatching(/^[A-Z_]+$/),
                message: expect.any(String),
              });
              expect(response.body).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT |stack/i);
              expect(await fingerprint(), `${method} ${url} changed rows although it was refused`).toBe(before);
            }
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
      );
      if (endsSessions !== -1) admin = await adminToken(server);
    },
  );
});

describe('numbers that are not numbers', () => {
  it.each([
    '/api/userList?limit=1e309',
    '/api/userList?page=1e309',
    '/api/ads?minPrice=1e309',
    '/api/ads?minRooms=-1e309',
  ])('%s is a 400, not a 500', async (url) => {
    const { status, body } = await call(server.app, 'GET', url, { token: admin });
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_FAILED');
  });

  it('a JSON body with 1e309 is a 400', async () => {
    const adId = await theDraft();
    const { status } = await call(server.app, 'PATCH', `/api/ads/${adId}`, {
      token: userToken,
      body: '{"priceCents": 1e309}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
  });
});

describe('numbers and dates past what the columns hold (each once answered 500)', () => {
  it.each([
    '/api/ads?minPrice=2147483648',
    '/api/ads?maxPrice=2147483648',
    '/api/ads?minPrice=9007199254740993',
    '/api/ads?minArea=1e20',
  ])('%s is a 400 naming the field', async (url) => {
    const { status, body } = await call(server.app, 'GET', url);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toMatch(/minPrice|maxPrice|minArea/);
  });

  it.each([
    ['a huge price', [1e20, '00000000-0000-4000-8000-000000000000'], 'price_asc'],
    ['a huge negative price', [-1e20, '00000000-0000-4000-8000-000000000000'], 'price_desc'],
    ['an impossible date', ['0000-01-01T00:00:00Z', '00000000-0000-4000-8000-000000000000'], 'newest'],
    ['a value of the wrong kind', [{ a: 1 }, '00000000-0000-4000-8000-000000000000'], 'newest'],
  ])('a crafted cursor with %s is a 400, not a 500', async (_case, content, sort) => {
    const cursor = Buffer.from(JSON.stringify(content)).toString('base64url');
    const { status, body } = await call(server.app, 'GET', `/api/ads?sort=${sort}&cursor=${cursor}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe('cursor');
  });

  it('a cursor the server handed out still works', async () => {
    const adId = await theDraft();
    await call(server.app, 'POST', `/api/ads/${adId}/publish`, { token: userToken });
    const first = await call(server.app, 'GET', '/api/ads?limit=1&sort=price_asc');
    expect(first.status).toBe(200);
  });

  it.each([
    ['livingArea', 1_000_000],
    ['livingArea', 1e20],
    ['plotArea', 1e20],
    ['priceCents', 2 ** 31],
    ['rooms', 1000],
    ['yearBuilt', 2 ** 31],
    ['floor', 2 ** 31],
    ['availableFrom', '2024-02-30'],
    ['availableFrom', '0000-01-01'],
    ['availableFrom', '99999-12-31'],
    ['energyCertificate', { type: 'demand', kwhPerSqmYear: 1e20, carrier: 'gas', efficiencyClass: 'H' }],
  ])('an ad with %s = %j is a 400 naming the field and stores nothing', async (field, value) => {
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'POST', '/api/ads', {
      token: userToken,
      body: validAd({ [field]: value }),
    });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field.split('.')[0])).toContain(field);
    expect(await fingerprint()).toBe(before);
  });

  it('every numeric field at its largest allowed value is stored and read back unchanged', async () => {
    const largest = {
      priceCents: AD_LIMITS.priceMaxCents,
      livingArea: AD_LIMITS.livingAreaMax,
      plotArea: AD_LIMITS.plotAreaMax,
      rooms: AD_LIMITS.roomsMax,
      floor: AD_LIMITS.floorMax,
      yearBuilt: new Date().getFullYear() + 5,
    };
    const { status, body } = await call(server.app, 'POST', '/api/ads', { token: userToken, body: validAd(largest) });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject(largest);
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each(['/api/ads?q=%00', '/api/ads?q=Wohnung%00Berlin', '/api/ads?city=%00'])(
    '%s is a 400 naming the field, not a 500',
    async (url) => {
      const { status, body } = await call(server.app, 'GET', url, {});
      expect(status).toBe(400);
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/NUL/);
    },
  );

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
    const adId = await theDraft();
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'PATCH', `/api/ads/${adId}`, {
      token: userToken,
      body: { title: 'Helle\u0000Wohnung' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'title' })]);
    expect(await fingerprint()).toBe(before);
  });
});
