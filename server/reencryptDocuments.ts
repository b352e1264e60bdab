import { ReencryptDocuments } from './applications/ReencryptDocuments';
import { runWithDatabase } from './command';
import { DocumentCipherAesGcm } from './applications/adapters/DocumentCipherAesGcm';
import { UnitOfWorkDrizzle } from './UnitOfWorkDrizzle';

/**
 * `npm run documents:reencrypt`: seals every tenant document with the first key of DOCUMENT_KEYS (the database the
 * server uses, same configuration). Run after putting a new key first; then the old key can be removed.
 */
async function main(): Promise<void> {
  await runWithDatabase(async (config, database) => {
    const reencrypt = new ReencryptDocuments({
      uow: new UnitOfWorkDrizzle(database.db),
      cipher: new DocumentCipherAesGcm(config.documentKeys),
      currentKeyId: config.documentKeys[0]!.id,
    });
    console.log(`${await reencrypt.execute()} documents sealed with key ${config.documentKeys[0]!.id}`);
  });
}

await main();
