import { existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/platform/db/database';
import { currentSeedKey, seedTemplateKey, shiftTimestamps } from './seededTemplate';

/** The schema the seeded data lives in, in the template database and in each copy of it. */
export const SEEDED_SCHEMA = 'seeded';

/** Where a test server's data lives on PostgreSQL: a database, the schema in it, and how it goes afterwards. */
export interface PostgresPlace {
  databaseUrl: string;
  schemaName: string;
  drop(): Promise<void>;
}

export interface SeededPostgresCopy extends PostgresPlace {
  /** The uploaded demo photos as the seed stored them (DATA_DIR/uploads). */
  uploads: string;
}

const adminUrl = () => process.env.TEST_DATABASE_URL!;

function urlOf(database: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A schema of the server's own in the suite's database, dropped afterwards with its job queue's. */
export function schemaOfItsOwn(): PostgresPlace {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  return {
    databaseUrl: adminUrl(),
    schemaName,
    drop: () =>
      admin((c) =>
        c.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE; DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`),
      ).then(() => undefined),
  };
}

/** Seeds the demo data into the given database and schema with a test server, and hands back that server. */
type SeedInto = (databaseUrl: string, schemaName: string) => Promise<{ dataDir: string; close(): Promise<void> }>;

const made = new Map<string, Promise<{ database: string; uploads: string; seededAt: Date }>>();

/**
 * Named by the sources and then the settings: seeds of other settings from the same sources are still wanted by other
 * files of this run (dropping them failed those files' set-up), only those of other sources are stale.
 */
export async function seededTemplateName(key: string) {
  const sources = (await currentSeedKey()).slice(0, 16);
  const name = `inserat_seeded_${sources}_${await seedTemplateKey(key)}`;
  return { name, sources, uploads: path.join(os.tmpdir(), `${name}-uploads`) };
}

/**
 * The PostgreSQL leg's demo data, seeded once into a database of its own and kept (named by everything the seed is
 * made of, like the PGlite one) for every test server that asks: each gets a copy (CREATE DATABASE … TEMPLATE, a file
 * copy) instead of seeding again (about 30 s each, for seven files a run). When the seed ran is
 * the database's comment; it is renamed into place only once complete, so no run copies half of one.
 */
async function seededDatabase(key: string, seed: SeedInto) {
  const { name, sources, uploads } = await seededTemplateName(key);
  // One worker seeds; another asking at the same time waits for it and then copies the same database.
  return admin(async (c) => {
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await c.query<{ comment: string | null }>(
      'select shobj_description(oid, $2) as comment from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    const seededAt = found.rows[0]?.comment;
    if (seededAt && existsSync(uploads)) return { database: name, uploads, seededAt: new Date(seededAt) };

    const partial = `inserat_seeding_${randomBytes(6).toString('hex')}`;
    await c.query(`CREATE DATABASE "${partial}"`);
    const server = await seed(urlOf(partial), SEEDED_SCHEMA);
    const at = new Date().toISOString();
    try {
      await rm(uploads, { recursive: true, force: true });
      await mkdir(uploads, { recursive: true });
      await cp(path.join(server.dataDir, 'uploads'), uploads, { recursive: true });
    } finally {
      await server.close();
    }
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [partial]);
    await c.query(`COMMENT ON DATABASE "${partial}" IS '${at}'`);
    await c.query(`DROP DATABASE IF EXISTS "${name}"`);
    await c.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
    // The seeds of sources that changed since are not copied again.
    const stale = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like 'inserat\\_seeded\\_%' and datname not like $1`,
      [`inserat\\_seeded\\_${sources}\\_%`],
    );
    for (const { datname } of stale.rows) {
      await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await rm(path.join(os.tmpdir(), `${datname}-uploads`), { recursive: true, force: true });
    }
    return { database: name, uploads, seededAt: new Date(at) };
  });
}

/** A copy of the seeded database for one test server, its timestamps moved as if seeded now. */
export async function seededPostgresCopy(key: string, seed: SeedInto): Promise<SeededPostgresCopy> {
  let template = made.get(key);
  if (!template) made.set(key, (template = seededDatabase(key, seed)));
  const { database, uploads, seededAt } = await template;
  const copy = `t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE "${copy}" TEMPLATE "${database}"`));
  const databaseUrl = urlOf(copy);
  const handle = await openDatabase({ databaseUrl, pgliteDir: null, schemaName: SEEDED_SCHEMA });
  try {
    await shiftTimestamps(handle.db, Date.now() - seededAt.getTime());
  } finally {
    await handle.close();
  }
  return {
    databaseUrl,
    schemaName: SEEDED_SCHEMA,
    uploads,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`)).then(() => undefined),
  };
}
