import { sql, type SQL } from 'drizzle-orm';
import type { MapCellRecord, MapGrid } from '../ports';
import type { AdSearch } from '../ports';
import { foldText } from '../domain/searchTerms';
import type { Database } from '../../platform/db/database';
import { adMapCells, ads, users } from '../../platform/db/schema';
import { searchFilters, type Lexemes } from './adSearchSql';

interface Row {
  gy: number;
  gx: number;
  n: number;
  lat: number;
  lon: number;
  south: number;
  west: number;
  north: number;
  east: number;
  min_price: number | null;
  max_price: number | null;
  ad_id?: string | null;
  title?: string | null;
}

/** The fine grid ad_map_cells counts in (migration 0023): cells of 90° / 2^10; the expressions of ads_map_cell_idx. */
const FINE_LEVEL = 10;
const fineLat = sql`(floor(${ads.latitude} / 0.087890625)::integer)`;
const fineLon = sql`(floor(${ads.longitude} / 0.087890625)::integer)`;
const located = sql`${ads.latitude} is not null and ${ads.longitude} is not null`;

/**
 * Every ad of a search on a map, grouped in the database: one row per grid cell (count, mean position, extent, price
 * range), so the answer stays small however many ads match. A map that filters by no more than the kind of ad and a
 * box, zoomed out to the fine grid or further, adds up the counts kept per fine cell (ad_map_cells) and reads only
 * the ads along the box's edges; every other map groups the matching ads themselves, the box narrowing through the
 * (latitude, longitude) index. Both give the same cells (test/server/mapAds.test.ts).
 */
export class AdMapDrizzle {
  constructor(private readonly db: Database) {}

  async cells(query: AdSearch, now: Date, grid: MapGrid, lexemes: Lexemes): Promise<MapCellRecord[]> {
    const counted =
      grid.level <= FINE_LEVEL && onlyKindAndBox(query) ? await this.fromCounts(query, now, grid.level) : null;
    if (counted) return counted;
    const cell = 90 / 2 ** grid.level;
    const rows = await this.rows(sql`
      select floor(${ads.latitude} / ${cell})::int as gy, floor(${ads.longitude} / ${cell})::int as gx,
        count(*)::int as n, avg(${ads.latitude})::float8 as lat, avg(${ads.longitude})::float8 as lon,
        min(${ads.latitude}) as south, min(${ads.longitude}) as west, max(${ads.latitude}) as north, max(${ads.longitude}) as east,
        case when count(distinct ${ads.category}) = 1 then min(${ads.priceCents}) end as min_price,
        case when count(distinct ${ads.category}) = 1 then max(${ads.priceCents}) end as max_price,
        case when count(*) = 1 then min(${ads.id}::text) end as ad_id, case when count(*) = 1 then min(${ads.title}) end as title
      from ${ads}
      where ${searchFilters(query, now, foldText, lexemes)} and ${located}
      group by 1, 2`);
    return rows.map(toCell);
  }

  /** The cells from the kept counts, or null when the box holds no whole fine cell (then few ads are read anyway). */
  private async fromCounts(query: AdSearch, now: Date, level: number): Promise<MapCellRecord[] | null> {
    const inner = innerCells(query.bbox);
    if (inner === 'none') return null;
    const shift = FINE_LEVEL - level;
    const cell = 90 / 2 ** level;
    const kind = query.category ? sql`and ${adMapCells.category} = ${query.category}` : sql``;
    const adKind = query.category ? sql`and ${ads.category} = ${query.category}` : sql``;
    const inBox =
      inner === 'all'
        ? sql`true`
        : sql`${adMapCells.cellLat} between ${inner.y0} and ${inner.y1} and ${adMapCells.cellLon} between ${inner.x0} and ${inner.x1}`;
    const adInBox =
      inner === 'all'
        ? sql`true`
        : sql`${fineLat} between ${inner.y0} and ${inner.y1} and ${fineLon} between ${inner.x0} and ${inner.x1}`;
    const coarse = sql`floor(${ads.latitude} / ${cell})::int as gy, floor(${ads.longitude} / ${cell})::int as gx`;
    const parts: SQL[] = [
      sql`select ${adMapCells.cellLat} >> ${shift} as gy, ${adMapCells.cellLon} >> ${shift} as gx, ${adMapCells.ads} as n,
          ${adMapCells.sumLat} as sum_lat, ${adMapCells.sumLon} as sum_lon, ${adMapCells.south} as south, ${adMapCells.north} as north,
          ${adMapCells.west} as west, ${adMapCells.east} as east, ${adMapCells.minPriceCents} as min_price, ${adMapCells.maxPriceCents} as max_price,
          ${adMapCells.category}::text as category
        from ${adMapCells} where ${inBox} ${kind}`,
      // Live ads that ran out but wait for the expiry job are counted in the cells; they come off here (their prices
      // and positions may still widen a cell's ranges until the job runs).
      sql`select ${coarse}, -1, -${ads.latitude}, -${ads.longitude}, null, null, null, null, null, null, null
        from ${ads}
        where ${ads.status} = 'active' and ${ads.expiresAt} <= ${now} and ${located} and ${adInBox} ${adKind}
          and not exists (select 1 from ${users} where ${users.id} = ${ads.ownerId} and ${users.blocked})`,
    ];
    for (const strip of inner === 'all' ? [] : edgeStrips(inner)) {
      parts.push(sql`select ${coarse}, 1, ${ads.latitude}, ${ads.longitude}, ${ads.latitude}, ${ads.latitude}, ${ads.longitude}, ${ads.longitude},
          ${ads.priceCents}, ${ads.priceCents}, ${ads.category}::text
        from ${ads} where ${searchFilters(query, now, foldText, new Map())} and ${located} and ${strip}`);
    }
    const rows = await this.rows(sql`
      select gy, gx, sum(n)::int as n, (sum(sum_lat) / sum(n))::float8 as lat, (sum(sum_lon) / sum(n))::float8 as lon,
        min(south) as south, min(west) as west, max(north) as north, max(east) as east,
        -- A price range only where the cell's ads are of one kind: rents beside purchase prices say nothing (issue 70).
        case when count(distinct category) <= 1 then min(min_price) end as min_price,
        case when count(distinct category) <= 1 then max(max_price) end as max_price
      from (${sql.join(parts, sql` union all `)}) as parts
      group by gy, gx having sum(n) > 0`);
    const cells = rows.map(toCell);
    const single = rows.filter((r) => Number(r.n) === 1);
    const found = await Promise.all(single.map((r) => this.onlyAd(query, now, level, r)));
    single.forEach((r, i) => (cells[rows.indexOf(r)]!.ad = found[i]!));
    return cells;
  }

  /** The one ad of a cell, from the fine cells it is made of (each an index lookup). */
  private async onlyAd(query: AdSearch, now: Date, level: number, cell: Row): Promise<MapCellRecord['ad']> {
    const size = 2 ** (FINE_LEVEL - level);
    const ys = Array.from({ length: size }, (_, i) => Number(cell.gy) * size + i);
    const [row] = await this.rows(sql`
      select ${ads.id}::text as ad_id, ${ads.title} as title, ${ads.latitude} as lat, ${ads.longitude} as lon from ${ads}
      where ${searchFilters(query, now, foldText, new Map())} and ${located}
        and ${fineLat} = any(${sql.raw(`array[${ys.join(',')}]`)}) and ${fineLon} between ${Number(cell.gx) * size} and ${Number(cell.gx) * size + size - 1}
      limit 1`);
    return row ? { id: row.ad_id!, title: row.title! } : null;
  }

  private async rows(query: SQL): Promise<Row[]> {
    return ((await this.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }
}

/** Filters the kept counts know: the kind of ad and a box (everything else is unset). */
function onlyKindAndBox(query: AdSearch): boolean {
  const { category: _kind, bbox: _box, sort: _sort, cursor: _cursor, limit: _limit, warm: _warm, ...others } = query;
  return Object.values(others).every(
    (value) => value === null || value === false || (Array.isArray(value) && value.length === 0),
  );
}

interface CellRange {
  y0: number;
  y1: number;
  x0: number;
  x1: number;
}

/** The fine cells wholly inside the box (its edges run through the cells just outside this range). */
function innerCells(bbox: AdSearch['bbox']): CellRange | 'all' | 'none' {
  if (!bbox) return 'all';
  const fine = 90 / 2 ** FINE_LEVEL;
  const range = {
    y0: Math.ceil(bbox.south / fine),
    y1: Math.floor(bbox.north / fine) - 1,
    x0: Math.ceil(bbox.west / fine),
    x1: Math.floor(bbox.east / fine) - 1,
  };
  return range.y0 > range.y1 || range.x0 > range.x1 ? 'none' : range;
}

/**
 * The box's ads outside its whole cells, in four strips of fine cells (south, north, west, east), each read through
 * ads_map_cell_idx; the box itself is in the filters. Two cells wide where one would do, for positions on a line.
 */
function edgeStrips({ y0, y1, x0, x1 }: CellRange): SQL[] {
  const rows = sql.raw(`array[${Array.from({ length: y1 - y0 + 1 }, (_, i) => y0 + i).join(',')}]`);
  return [
    sql`${fineLat} between ${y0 - 2} and ${y0 - 1} and ${fineLon} between ${x0 - 2} and ${x1 + 2}`,
    sql`${fineLat} between ${y1 + 1} and ${y1 + 2} and ${fineLon} between ${x0 - 2} and ${x1 + 2}`,
    sql`${fineLat} = any(${rows}) and ${fineLon} between ${x0 - 2} and ${x0 - 1}`,
    sql`${fineLat} = any(${rows}) and ${fineLon} between ${x1 + 1} and ${x1 + 2}`,
  ];
}

function toCell(r: Row): MapCellRecord {
  return {
    count: Number(r.n),
    lat: Number(r.lat),
    lon: Number(r.lon),
    bounds: { south: Number(r.south), west: Number(r.west), north: Number(r.north), east: Number(r.east) },
    minPriceCents: r.min_price === null ? null : Number(r.min_price),
    maxPriceCents: r.max_price === null ? null : Number(r.max_price),
    ad: r.ad_id && r.title ? { id: r.ad_id, title: r.title } : null,
  };
}
