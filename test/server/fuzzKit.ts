import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { adminToken, call, signUp, startTestServer, validAd, type TestServer } from './helpers';

// The server the bad-input tests (badInput.property, columnLimits) ask: a user with a draft, an admin, and a fingerprint
// of every row to tell that a refused request changed nothing. Files in one worker run one after another; each gets its
// own.

/** The server of the file that called withFuzzServer. */
export let server: TestServer;
export let userToken: string;
export let admin: string;

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
export async function fingerprint(): Promise<string> {
  const result = (await server.database.db.execute(FINGERPRINT)) as { rows: { h: string }[] };
  return result.rows[0]!.h;
}

export function withFuzzServer(): void {
  beforeAll(async () => {
    draftId = undefined;
    server = await startTestServer();
    userToken = (await signUp(server, 'fuzz@example.de')).token;
    admin = await adminToken(server);
  });
  afterAll(() => server.close());
}

/** Signs the admin in again: a route that ends every other session of the admin ended the shared token. */
export async function signInAdminAgain(): Promise<void> {
  admin = await adminToken(server);
}

let draftId: Promise<string> | undefined;
/**
 * The user's draft ad (for routes with an ad id), made by the first test that needs it rather than in beforeAll: the
 * mutation run counts code a beforeAll runs as reached by every test, and then runs every test file of its part for each
 * of its mutants.
 */
export function theDraft(): Promise<string> {
  draftId ??= call(server.app, 'POST', '/api/ads', { token: userToken, body: validAd() }).then(
    ({ body }) => (body.data as { id: string }).id,
  );
  return draftId;
}
