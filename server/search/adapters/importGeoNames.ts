import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { PlaceRepository } from '../ports';
import type { PlaceRecord } from '../domain/place';
import { parseGeoNamesLine } from './geonames';

const BATCH = 1000;

/** Reads a GeoNames postal-code file line by line into the places table; lines that are no place are counted, not fatal. */
export async function importGeoNames(
  file: string,
  places: PlaceRepository,
): Promise<{ imported: number; skipped: number }> {
  let batch: PlaceRecord[] = [];
  let imported = 0;
  let skipped = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const place = parseGeoNamesLine(line);
    if (!place) {
      skipped++;
      continue;
    }
    batch.push(place);
    if (batch.length >= BATCH) {
      imported += await places.upsertMany(dedupe(batch));
      batch = [];
    }
  }
  if (batch.length > 0) imported += await places.upsertMany(dedupe(batch));
  return { imported, skipped };
}

/** One row per (country, postal code, name) within a batch: an upsert cannot touch the same row twice. */
function dedupe(batch: PlaceRecord[]): PlaceRecord[] {
  return [...new Map(batch.map((p) => [`${p.country}|${p.postalCode}|${p.name}`, p])).values()];
}
