import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite under DATA_DIR/db by default (or in memory for tests), PostgreSQL when a URL is given
 * (DESIGN.md §4). One schema and one query layer for both; migrations run before anything else.
 */
export async function openDatabase(options: { databaseUrl: string | null; pgliteDir: string | null; schemaName?: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Tests give each run its own schema so parallel runs never see each other's rows.
    const searchPath = options.schemaName ? { options: `-c search_path=${options.schemaName},public` } : {};
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...searchPath });
    if (options.schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schemaName}"`);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS, migrationsSchema: options.schemaName ?? 'drizzle' });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir ?? undefined);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return { db, kind: 'pglite', close: () => client.close() };
}
