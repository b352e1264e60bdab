import path from 'node:path';
import { runWithDatabase } from './command';
import { importGeoNames } from './search/adapters/importGeoNames';
import { PlaceRepositoryDrizzle } from './search/adapters/PlaceRepositoryDrizzle';

/**
 * `npm run geo:import -- DE.txt [AT.txt CH.txt]`: places for location search from GeoNames postal-code files
 * (https://download.geonames.org/export/zip/, CC BY 4.0), into the database the server uses (same configuration).
 */
async function main(files: string[]): Promise<void> {
  if (files.length === 0) {
    console.error('Usage: npm run geo:import -- DE.txt [AT.txt CH.txt]   (GeoNames postal-code files)');
    process.exit(64);
  }
  await runWithDatabase(async (_config, database) => {
    const places = new PlaceRepositoryDrizzle(database.db);
    for (const file of files) {
      const { imported, skipped } = await importGeoNames(path.resolve(file), places);
      console.log(`${file}: ${imported} places imported${skipped > 0 ? `, ${skipped} lines skipped` : ''}`);
    }
    console.log(`places in the database: ${await places.count()}`);
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('geo:import failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
