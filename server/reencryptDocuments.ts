import { existsSync } from 'node:fs';
import path from 'node:path';
import { ReencryptDocuments } from './application/applications/ReencryptDocuments';
import { ConfigError, loadServerConfig } from './config';
import { openDatabase } from './infrastructure/db/database';
import { DocumentCipherAesGcm } from './infrastructure/documents/DocumentCipherAesGcm';
import { UnitOfWorkDrizzle } from './infrastructure/repositories/UnitOfWorkDrizzle';

/**
 * `npm run documents:reencrypt`: seals every tenant document with the first key of DOCUMENT_KEYS (the database the
 * server uses, same configuration). Run after putting a new key first; then the old key can be removed.
 */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
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
    const reencrypt = new ReencryptDocuments({
      uow: new UnitOfWorkDrizzle(database.db),
      cipher: new DocumentCipherAesGcm(config.documentKeys),
      currentKeyId: config.documentKeys[0]!.id,
    });
    console.log(`${await reencrypt.execute()} documents sealed with key ${config.documentKeys[0]!.id}`);
  } finally {
    await database.close();
  }
}

await main();
