import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seededPostgresCopy, seededTemplateName, type SeededPostgresCopy } from '../support/postgresPlace';
import { DB_LEG } from './helpers';

// The PostgreSQL leg's seeded templates: two settings seeded in one run are both kept for the files that copy them.
// A second template once dropped the first while another worker still copied from it ("template database … does not
// exist" at two files' set-up, depending on which worker seeded when).
describe.runIf(DB_LEG === 'postgres')('seeded PostgreSQL templates', () => {
  const copies: SeededPostgresCopy[] = [];
  const dirs: string[] = [];
  const first = JSON.stringify({ run: randomBytes(4).toString('hex'), kind: 'first' });
  const second = JSON.stringify({ run: randomBytes(4).toString('hex'), kind: 'second' });
  afterAll(async () => {
    await Promise.all(copies.map((c) => c.drop()));
    // The templates of this test are of no use to a later run.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const key of [first, second]) {
      const { name, uploads } = await seededTemplateName(key);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      dirs.push(uploads);
    }
    await admin.end();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  /** A stand-in for the seed: one row naming the settings, and one uploaded file. */
  const seedNaming = (settings: string) => async (databaseUrl: string, schemaName: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA "${schemaName}"`);
    await client.query(`CREATE TABLE "${schemaName}".seeded (settings text, at timestamptz default now())`);
    await client.query(`INSERT INTO "${schemaName}".seeded (settings) VALUES ($1)`, [settings]);
    await client.end();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seeded-pg-'));
    dirs.push(dataDir);
    await mkdir(path.join(dataDir, 'uploads'));
    await writeFile(path.join(dataDir, 'uploads', 'photo.txt'), settings);
    return { dataDir, close: async () => undefined };
  };

  async function settingsIn(copy: SeededPostgresCopy): Promise<string> {
    const client = new pg.Client({ connectionString: copy.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ settings: string }>(`select settings from "${copy.schemaName}".seeded`);
      return rows.map((r) => r.settings).join();
    } finally {
      await client.end();
    }
  }

  it('a copy from the first settings still works after other settings were seeded, and each holds its own seed', async () => {
    copies.push(await seededPostgresCopy(first, seedNaming('first')));
    copies.push(await seededPostgresCopy(second, seedNaming('second')));
    // The first template is cached in this worker: copying it again must find it.
    copies.push(await seededPostgresCopy(first, seedNaming('first')));
    expect(await Promise.all(copies.map(settingsIn))).toEqual(['first', 'second', 'first']);
  });
});
