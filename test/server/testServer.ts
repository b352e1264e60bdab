import { SmsSenderInMemory } from '../fakes/server/SmsSenderInMemory';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { buildServer, type BuildOptions, type Server } from '../../server/app';
import type { PaymentGateway } from '../../server/payments/ports';
import { loadServerConfig, type ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/platform/db/database';
import type { ContractBreach } from '../../server/platform/http/plugins/responseContract';
import { migratedPgliteTemplate } from '../support/pgliteTemplate';
import { seededPgliteTemplate, shiftTimestamps } from '../support/seededTemplate';
import { schemaOfItsOwn, seededPostgresCopy, type PostgresPlace } from '../support/postgresPlace';
import { MailerInMemory } from '../fakes/server/MailerInMemory';
import { ClockFake } from '../fakes/server/ClockFake';

/** CI runs the server suite twice: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_LEG = process.env.TEST_DB_LEG === 'postgres' ? 'postgres' : 'pglite';

export interface TestServer extends Server {
  /** The PostgreSQL leg's schema (a second process on the same data builds with it); undefined on PGlite. */
  schemaName: string | undefined;
  mail: MailerInMemory;
  clock: ClockFake;
  /** The SMS that reached the gateway (phone confirmation codes). */
  sms: SmsSenderInMemory;
  config: ServerConfig;
  dataDir: string;
  close(): Promise<void>;
}

/** The rows a SQL query answers on the test server's own database (for checks no API shows). */
export async function rows(server: TestServer, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Low scrypt cost keeps tests fast; the production default (OWASP) is asserted in its own test. */
export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
  gateway?: PaymentGateway,
  build: Pick<BuildOptions, 'pageRenderer' | 'logStream'> = {},
): Promise<TestServer> {
  // The demo data comes from a copy seeded once, with the same settings: a PGlite dump (test/support/seededTemplate.ts)
  // or, on PostgreSQL, a database to copy (test/support/postgresPlace.ts).
  const seedable = overrides.seedDemoData === true && Object.keys(env).length === 0 && !gateway;
  if (seedable && DB_LEG === 'postgres') {
    const copy = await seededPostgresCopy(JSON.stringify(overrides), async (databaseUrl, schemaName) => {
      const server = await startServerOn(null, overrides, env, gateway, build, {
        databaseUrl,
        schemaName,
        drop: async () => undefined,
      });
      return { dataDir: server.dataDir, close: () => server.close() };
    });
    return startServerOn(
      { uploads: copy.uploads, seededAt: null, database: null },
      overrides,
      env,
      gateway,
      build,
      copy,
    );
  }
  const seeded =
    seedable && DB_LEG === 'pglite'
      ? await seededPgliteTemplate(JSON.stringify(overrides), async () => {
          const server = await startServerOn(null, overrides, env, gateway, build);
          return { db: server.database.db, dataDir: server.dataDir, close: () => server.close() };
        })
      : null;
  return startServerOn(seeded, overrides, env, gateway, build);
}

async function startServerOn(
  seeded: { database: Blob | null; uploads: string; seededAt: Date | null } | null,
  overrides: Partial<ServerConfig>,
  env: Record<string, string>,
  gateway: PaymentGateway | undefined,
  build: Pick<BuildOptions, 'pageRenderer' | 'logStream'>,
  place: PostgresPlace | undefined = DB_LEG === 'postgres' ? schemaOfItsOwn() : undefined,
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-test-'));
  const schemaName = place?.schemaName;
  const config = await loadServerConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(place ? { DATABASE_URL: place.databaseUrl } : {}),
      ...env,
    },
    {
      scrypt: TEST_SCRYPT,
      seedDemoData: false,
      // OCR of every test photo would cost CPU for nothing: photoText.test.ts reads photos with the real reader.
      photoTextReading: false,
      clientDir: null,
      rateLimit: {
        perIpPerMinute: 100_000,
        mailsPerAddressPerHour: 100_000,
        loginFailuresBeforeDelay: 100_000,
        loginsPerIpPerMinute: 100_000,
      },
      quotas: {
        draftsPerDay: 100_000,
        uploadsPerMinute: 100_000,
        messagesPerTenMinutes: 100_000,
        conversationsPerDay: 100_000,
      },
      ...overrides,
    },
  );
  const mail = new MailerInMemory();
  const clock = new ClockFake();
  // PGlite in memory, started from a migrated copy (PostgreSQL: the server migrates its own schema).
  const database =
    DB_LEG === 'pglite'
      ? await openDatabase({
          databaseUrl: null,
          pgliteDir: null,
          pgliteTemplate: seeded?.database ?? (await migratedPgliteTemplate()),
        })
      : undefined;
  if (seeded) await cp(seeded.uploads, path.join(dataDir, 'uploads'), { recursive: true });
  if (seeded?.seededAt && database) await shiftTimestamps(database.db, Date.now() - seeded.seededAt.getTime());
  // Every answer is checked against the API document; one it does not describe fails the test (and the file, on close).
  const contractBreaches: ContractBreach[] = [];
  const sms = new SmsSenderInMemory();
  const server = await buildServer(config, {
    mailer: mail,
    sms,
    clock,
    schemaName,
    database,
    gateway,
    jobRetry: { retryLimit: 3, retryDelayMs: 200 },
    contractBreaches,
    ...build,
  });
  await server.app.ready();
  // A test reads its mail as a person would: once it has arrived (the job queue has nothing left to send).
  mail.settled = () =>
    vi.waitFor(async () => expect(await server.services.jobs.pending()).toBe(0), { timeout: 20_000, interval: 5 });
  return {
    ...server,
    schemaName,
    mail,
    sms,
    clock,
    config,
    dataDir,
    async close() {
      await server.app.close();
      await database?.close();
      await place?.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (contractBreaches.length > 0)
        throw new Error(
          `answers the API document does not describe:\n${[...new Set(contractBreaches.map((b) => `${b.route} ${b.status}: ${b.problem}`))].join('\n')}`,
        );
    },
  };
}

export interface Body {
  statusCode: number;
  message: string;
  data?: unknown;
  error?: string;
  errors?: { field: string; code: string; message: string }[];
}

/**
 * docs/decisions.md §2: every JSON answer of the API is an envelope whose statusCode is the HTTP status and whose message says
 * what happened (an error's also has its stable code). Checked on every answer a server test reads through `call`.
 */
function expectEnvelope(route: string, status: number, body: Body): void {
  if (!('statusCode' in body)) return; // a document, not an envelope (the OpenAPI document, an export)
  expect(body.statusCode, `${route}: statusCode`).toBe(status);
  expect(typeof body.message === 'string' && body.message.trim().length > 0, `${route}: a message`).toBe(true);
  if (status >= 400) expect(body.error, `${route}: an error code`).toMatch(/^[A-Z][A-Z_]+$/);
}

export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; cookies?: Record<string, string> } = {},
): Promise<{ status: number; body: Body; requestId: string | undefined; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    cookies: options.cookies,
  });
  let body: Body;
  let requestId: string | undefined;
  try {
    // An error answer's request id differs per request; tests compare the rest (two answers "identical" to a caller).
    ({ requestId, ...body } = response.json() as Body & { requestId?: string });
  } catch {
    body = { statusCode: response.statusCode, message: response.body };
    return { status: response.statusCode, body, requestId, response };
  }
  expectEnvelope(`${method} ${url}`, response.statusCode, body);
  return { status: response.statusCode, body, requestId, response };
}
