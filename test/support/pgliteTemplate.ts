import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../server/platform/db/database';

const MIGRATIONS = fileURLToPath(new URL('../../server/platform/db/migrations', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

/** The migrations' own text and PGlite's version: a changed migration makes a new template. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(PGLITE_PACKAGE));
  const files = [...(await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort(), 'meta/_journal.json'];
  for (const file of files) hash.update(file).update(await readFile(path.join(MIGRATIONS, file)));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/** A PGlite database's data directory as a tar file, written under a temporary name and renamed (never half read). */
export async function writePgliteDump(db: Database, file: string): Promise<void> {
  const dump = await (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

/**
 * A migrated, empty PGlite database to start each test server from: migrating a new database takes seconds on this
 * machine, loading a migrated one about a second. Built once per migration set and kept in the temp folder, so the
 * test workers (and later runs) share it; written under a temporary name and renamed, so a reader never sees half.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `inserat-pglite-template-${await templateKey()}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
      try {
        await writePgliteDump(database.db, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([await readFile(file)]);
  })();
  return template;
}
