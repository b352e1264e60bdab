import { sql } from 'drizzle-orm';
import type { MapCellRecord, MapGrid } from '../../application/ads/ports';
import type { AdSearch } from '../../domain/ad';
import { foldText } from '../../domain/searchTerms';
import type { Database } from '../db/database';
import { ads } from '../db/schema';
import { searchFilters, type Lexemes } from './adSearchSql';

interface Row {
  n: number;
  lat: number;
  lon: number;
  south: number;
  west: number;
  north: number;
  east: number;
  min_price: number | null;
  max_price: number | null;
  ad_id: string | null;
  title: string | null;
}

/**
 * Every ad of a search on a map, grouped in the database: one row per grid cell (count, mean position, extent, price
 * range), so the answer stays small however many ads match. The viewport's box narrows through the (latitude,
 * longitude) index.
 */
export class AdMapDrizzle {
  constructor(private readonly db: Database) {}

  async cells(query: AdSearch, now: Date, grid: MapGrid, lexemes: Lexemes): Promise<MapCellRecord[]> {
    const cell = grid.cellDegrees;
    const result = (await this.db.execute(sql`
      select count(*)::int as n, avg(${ads.latitude})::float8 as lat, avg(${ads.longitude})::float8 as lon,
        min(${ads.latitude}) as south, min(${ads.longitude}) as west, max(${ads.latitude}) as north, max(${ads.longitude}) as east,
        min(${ads.priceCents}) as min_price, max(${ads.priceCents}) as max_price,
        case when count(*) = 1 then min(${ads.id}::text) end as ad_id, case when count(*) = 1 then min(${ads.title}) end as title
      from ${ads}
      where ${searchFilters(query, now, foldText, lexemes)} and ${ads.latitude} is not null and ${ads.longitude} is not null
      group by floor(${ads.latitude} / ${cell}), floor(${ads.longitude} / ${cell})`)) as unknown as { rows: Row[] };
    return result.rows.map((r) => ({
      count: Number(r.n),
      lat: Number(r.lat),
      lon: Number(r.lon),
      bounds: { south: Number(r.south), west: Number(r.west), north: Number(r.north), east: Number(r.east) },
      minPriceCents: r.min_price === null ? null : Number(r.min_price),
      maxPriceCents: r.max_price === null ? null : Number(r.max_price),
      ad: r.ad_id !== null && r.title !== null ? { id: r.ad_id, title: r.title } : null,
    }));
  }
}
