import { eq } from 'drizzle-orm';
import type { GeocodeCache } from '../ports';
import type { GeoPoint } from '../domain/place';
import type { Database } from '../../platform/db/database';
import { geocodeCache } from '../../platform/db/schema';

export class GeocodeCacheDrizzle implements GeocodeCache {
  constructor(private readonly db: Database) {}

  async get(query: string): Promise<GeoPoint | null | undefined> {
    const [row] = await this.db.select().from(geocodeCache).where(eq(geocodeCache.query, query));
    if (!row) return undefined;
    return row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lon: row.longitude };
  }

  async put(query: string, point: GeoPoint | null): Promise<void> {
    await this.db
      .insert(geocodeCache)
      .values({ query, latitude: point?.lat ?? null, longitude: point?.lon ?? null })
      .onConflictDoUpdate({
        target: geocodeCache.query,
        set: { latitude: point?.lat ?? null, longitude: point?.lon ?? null },
      });
  }
}
