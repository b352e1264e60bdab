import { doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { AD_CATEGORIES } from '../../../../src/domain/ad';

/**
 * The public ads with a position, counted per fine grid cell (MAP_CELL_DEGREES square) and category, so a map of a
 * whole country adds up some thousand rows instead of grouping a million ads (issue 41). Kept by statement triggers
 * on ads and users (migration 0023), which count a touched cell again from ads under a lock on that cell: exact under
 * concurrent writers. "Public" here is live and the owner not blocked; ads that ran out but wait for the expiry job
 * are taken off when the map is read (AdMapDrizzle).
 */
export const adMapCells = pgTable(
  'ad_map_cells',
  {
    cellLat: integer('cell_lat').notNull(),
    cellLon: integer('cell_lon').notNull(),
    category: text('category', { enum: AD_CATEGORIES }).notNull(),
    ads: integer('ads').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLon: doublePrecision('sum_lon').notNull(),
    south: doublePrecision('south').notNull(),
    north: doublePrecision('north').notNull(),
    west: doublePrecision('west').notNull(),
    east: doublePrecision('east').notNull(),
    minPriceCents: integer('min_price_cents'),
    maxPriceCents: integer('max_price_cents'),
  },
  (t) => [primaryKey({ columns: [t.cellLat, t.cellLon, t.category] })],
);

/** The fine grid's cell: 90° / 2¹⁰, exact in binary, so every coarser map grid of 90° / 2ᵏ (k ≤ 10) nests in it. */
export const MAP_CELL_DEGREES = 90 / 1024;
