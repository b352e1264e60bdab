import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/platform/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated, empty PGlite database (db/), for each fault test to start from a copy of. */
    pgliteDataDir: string;
  }
}

/**
 * The fault tests start the server on PGlite on a new DATA_DIR about eight times a run. Creating a PGlite database
 * (initdb) took 6.0 s on an idle machine here, opening one 0.8 s, so the database is made and migrated once here, by
 * the server's own code, and each test's DATA_DIR starts with a copy (harness.ts, tempDir). The first start on an
 * empty DATA_DIR is the process test's (test/server/process.test.ts) and the browser tests' (test/e2e/globalSetup.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-faults-pglite-'));
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dir, 'db') });
  await database.close();
  project.provide('pgliteDataDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
