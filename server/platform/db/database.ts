import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import type { PrimaryPosition, ReplicaConnection } from './readReplicas';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the time given; the readiness check. */
  ping(timeoutMs?: number): Promise<void>;
  /** Runs the work while no other server process runs work under the same name (start-up seeding). */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections (for the metrics); null on PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Read replicas (DATABASE_REPLICA_URLS) and where the primary's WAL stands; none on PGlite. */
  replicas: ReplicaConnection[];
  position: PrimaryPosition;
  close(): Promise<void>;
}

/** A connection the pool holds can break at any time (restart, fail-over, idle_session_timeout). */
export type DatabaseErrorListener = (error: Error) => void;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer from the database within ${ms} ms`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite under DATA_DIR/db by default (or in memory for tests), PostgreSQL when a URL is given
 * (docs/decisions.md §4). One schema and one query layer for both; migrations run before anything else.
 */
/**
 * Migrations on their own connection, without the request timeouts: rebuilding a column of a large table takes longer
 * than any request may (a migration cancelled half-way would leave the server unable to start).
 */
async function migrate(databaseUrl: string, schemaName: string | undefined): Promise<void> {
  const searchPath = schemaName ? { options: `-c search_path=${schemaName},public` } : {};
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, ...searchPath });
  try {
    // Several processes starting at once (a cluster, a rolling deploy) migrate one after the other: the first does
    // the work, the others find it done. One connection, so the session lock covers the migration's statements.
    await pool.query('select pg_advisory_lock(hashtext($1))', [`inserat:migrations:${schemaName ?? ''}`]);
    if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await migratePg(drizzlePg(pool) as never, {
      migrationsFolder: MIGRATIONS,
      migrationsSchema: schemaName ?? 'drizzle',
    });
  } finally {
    await pool.end();
  }
}

export async function openDatabase(options: {
  databaseUrl: string | null;
  pgliteDir: string | null;
  schemaName?: string;
  onConnectionError?: DatabaseErrorListener;
  /** How long a statement waits for a row lock before it gives up (the request is answered 503 and can be retried). */
  lockTimeoutMs?: number;
  /**
   * A PGlite database to start a new one from (`dumpDataDir()` of a migrated one): the migrations then find their work
   * done. The tests start well over a hundred servers and migrate once. Only for a new, empty database.
   */
  pgliteTemplate?: Blob;
  /** PostgreSQL streaming replicas of the primary, for public reads (server/platform/db/readReplicas.ts). */
  replicaUrls?: string[];
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const settings = [`-c lock_timeout=${options.lockTimeoutMs ?? 5000}`, '-c statement_timeout=30000'];
    // Tests give each run its own schema so parallel runs never see each other's rows.
    if (options.schemaName) settings.push(`-c search_path=${options.schemaName},public`);
    const replicas = (options.replicaUrls ?? []).map((url, index) => replicaConnection(url, index, settings, options));
    // A request waits at most 5 s for a connection: while the database is away it is answered 503, not left hanging.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      options: settings.join(' '),
    });
    // Without a listener, an idle client's error (its backend was terminated) is an unhandled 'error' event that
    // ends the process. The pool drops that client and opens a new one when it is next needed.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migrate(options.databaseUrl, options.schemaName);
    return {
      db,
      kind: 'postgres',
      ping: async (timeoutMs = 2000) => void (await withTimeout(pool.query('select 1'), timeoutMs)),
      async exclusive(name, work) {
        const client = await pool.connect();
        const key = `inserat:${name}:${options.schemaName ?? ''}`;
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [key]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
          client.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      replicas,
      position: {
        currentLsn: async () =>
          (await withTimeout(pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'), 2000)).rows[0]!
            .lsn,
      },
      close: async () => {
        for (const replica of replicas) await replica.close().catch(() => undefined);
        await pool.end();
      },
    };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  // The contrib extensions search and places use (created by the migrations, as on PostgreSQL).
  // The options-object form: `new PGlite(undefined, options)` silently drops the options (PGlite 0.5).
  const client = new PGlite({
    dataDir: options.pgliteDir ?? undefined,
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.pgliteTemplate,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    ping: async (timeoutMs = 2000) => void (await withTimeout(client.query('select 1'), timeoutMs)),
    // One process owns a PGlite database.
    exclusive: (_name, work) => work(),
    poolStats: () => null,
    replicas: [],
    position: { currentLsn: () => Promise.reject(new Error('PGlite has no WAL position to compare')) },
    close: () => client.close(),
  };
}

/**
 * A streaming replica's pool: the same settings as the primary's, fewer connections and a short wait for one (a replica
 * that does not answer is skipped, and the read runs on the primary), and the question whether it has replayed a WAL
 * position of the primary.
 */
function replicaConnection(
  url: string,
  index: number,
  settings: string[],
  options: { onConnectionError?: DatabaseErrorListener },
): ReplicaConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 1000,
    options: settings.join(' '),
  });
  pool.on('error', (error) => options.onConnectionError?.(error));
  return {
    name: `replica-${index + 1}`,
    db: drizzlePg(pool, { schema }) as unknown as Database,
    async replayed(lsn) {
      const answer = await withTimeout(
        pool.query<{ replayed: boolean }>(
          'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as replayed',
          [lsn],
        ),
        1000,
      );
      return answer.rows[0]!.replayed;
    },
    close: () => pool.end(),
  };
}
