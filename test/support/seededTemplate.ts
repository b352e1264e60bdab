import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/database';
import { writePgliteDump } from './pgliteTemplate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * What the seeded data is made of: the whole server (migrations, seed, image pipeline, repositories), the shared domain,
 * this file and PGlite itself — any change there seeds again.
 */
const SOURCES = [
  'server',
  'src/domain',
  'test/support/seededTemplate.ts',
  'test/support/pgliteTemplate.ts',
  'test/support/postgresPlace.ts',
  'node_modules/@electric-sql/pglite/package.json',
  'node_modules/sharp/package.json',
];

async function filesOf(entry: string): Promise<string[]> {
  const full = path.join(ROOT, entry);
  if ((await stat(full)).isFile()) return [full];
  const names = await readdir(full, { recursive: true, withFileTypes: true });
  return names
    .filter((n) => n.isFile())
    .map((n) => path.join(n.parentPath, n.name))
    .sort();
}

/** The sources' part of the template's key; INSERAT_SEED_KEY fixes it (mutation/plant.mjs: the unplanted tree's). */
export async function currentSeedKey(): Promise<string> {
  if (process.env.INSERAT_SEED_KEY) return process.env.INSERAT_SEED_KEY;
  const hash = createHash('sha256');
  for (const entry of SOURCES)
    for (const file of await filesOf(entry)) hash.update(path.relative(ROOT, file)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/** The key of one seeded template: its settings (`extra`) and everything the seed is made of. */
export async function seedTemplateKey(extra: string): Promise<string> {
  return createHash('sha256')
    .update(extra)
    .update(await currentSeedKey())
    .digest('hex')
    .slice(0, 16);
}

export interface SeededTemplate {
  /** The PGlite data directory after seeding (dumpDataDir). */
  database: Blob;
  /** The uploaded demo photos as the seed stored them (DATA_DIR/uploads). */
  uploads: string;
  /** When the seed ran: every timestamp of the data is moved by the time since (the demo's ads are "days ago"). */
  seededAt: Date;
}

const made = new Map<string, Promise<SeededTemplate>>();

/**
 * The demo data, seeded once and kept in the temp folder for every test server that asks for it (seeding renders ~150
 * photos through the image pipeline: 25 s each time on this machine, for 14 servers a run). Keyed by everything the
 * seed is made of, so a changed seed, migration or image pipeline seeds again; written under a temporary name and
 * renamed, so a second worker never reads half of one.
 */
export function seededPgliteTemplate(
  key: string,
  seed: () => Promise<{ db: Database; dataDir: string; close(): Promise<void> }>,
): Promise<SeededTemplate> {
  let template = made.get(key);
  if (template) return template;
  template = (async () => {
    const base = path.join(os.tmpdir(), `inserat-seeded-${await seedTemplateKey(key)}`);
    const meta = `${base}.json`;
    if (!existsSync(meta)) {
      const server = await seed();
      const partial = `${base}.${process.pid}.${Date.now()}`;
      try {
        await writePgliteDump(server.db, `${base}.tar`);
        await mkdir(`${partial}-uploads`, { recursive: true });
        await cp(path.join(server.dataDir, 'uploads'), `${partial}-uploads`, { recursive: true });
        await rm(`${base}-uploads`, { recursive: true, force: true });
        await rename(`${partial}-uploads`, `${base}-uploads`);
        await writeFile(`${partial}.json`, JSON.stringify({ seededAt: new Date().toISOString() }));
        await rename(`${partial}.json`, meta);
      } finally {
        await server.close();
      }
    }
    const { seededAt } = JSON.parse(await readFile(meta, 'utf8')) as { seededAt: string };
    return {
      database: new Blob([await readFile(`${base}.tar`)]),
      uploads: `${base}-uploads`,
      seededAt: new Date(seededAt),
    };
  })();
  made.set(key, template);
  return template;
}

/** Moves every timestamp of every table by `ms`: the seeded data as if seeded now. */
export async function shiftTimestamps(db: Database, ms: number): Promise<void> {
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type = 'timestamp with time zone'`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows)
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  for (const [table, names] of byTable) {
    const set = names.map((c) => `"${c}" = "${c}" + interval '${Math.round(ms)} milliseconds'`).join(', ');
    await db.execute(sql.raw(`update "${table}" set ${set}`));
  }
}
