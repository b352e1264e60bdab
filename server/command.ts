import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadServerConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './platform/db/database';

/**
 * An operator's command (`npm run geo:import`, `npm run documents:reencrypt`): the server's configuration (.env
 * included; a configuration error exits 78 with its message) and its database, closed when the work is done.
 */
export async function runWithDatabase(work: (config: ServerConfig, database: DatabaseHandle) => Promise<void>) {
  if (existsSync('.env')) process.loadEnvFile('.env');
  process.umask(0o077); // as the server: what the command writes under DATA_DIR is the account's alone
  const config = await loadServerConfig().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
  });
  try {
    await work(config, database);
  } finally {
    await database.close();
  }
}
