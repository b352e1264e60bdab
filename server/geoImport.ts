import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadServerConfig } from './config';
import { openDatabase } from './infrastructure/db/database';
import { importGeoNames } from './infrastructure/geo/importGeoNames';
import { PlaceRepositoryDrizzle } from './infrastructure/repositories/PlaceRepositoryDrizzle';

/**
 * `npm run geo:import -- DE.txt [AT.txt CH.txt]`: places for location search from GeoNames postal-code files
 * (https://download.geonames.org/export/zip/, CC BY 4.0), into the database the server uses (same configuration).
 */
async function main(files: string[]): Promise<void> {
  if (files.length === 0) {
    console.error('Usage: npm run geo:import -- DE.txt [AT.txt CH.txt]   (GeoNames postal-code files)');
    process.exit(64);
  }
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
    const places = new PlaceRepositoryDrizzle(database.db);
    for (const file of files) {
      const { imported, skipped } = await importGeoNames(path.resolve(file), places);
      console.log(`${file}: ${imported} places imported${skipped > 0 ? `, ${skipped} lines skipped` : ''}`);
    }
    console.log(`places in the database: ${await places.count()}`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('geo:import failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
