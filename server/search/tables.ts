import { sql, type SQL } from 'drizzle-orm';
import { doublePrecision, index, pgTable, serial, text, uniqueIndex, integer, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../platform/tables';
import { AD_CATEGORIES } from '../../src/domain/ad';

/* What the search knows of places and words: the words index, the gazetteer, geocoding answers. */

/**
 * Every word (folded, four letters or more) that any ad has used in its title or description, kept by a trigger on ads
 * (migration 0006). A search with no exact match looks here for the word that was meant ("Dachtarrasse" →
 * dachterrasse): a trigram lookup among some ten thousand words instead of a million ads.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Places for location search and geocoding: postal codes, cities and districts with coordinates. Filled from GeoNames
 * postal-code files (`npm run geo:import -- DE.txt`); demo data brings its own.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    name: text('name').notNull(),
    /** The city a district belongs to (the name itself for a city). */
    city: text('city').notNull(),
    state: text('state'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    nameFolded: text('name_folded').generatedAlwaysAs((): SQL => sql`inserat_fold(${places.name})`),
  },
  (t) => [
    uniqueIndex('places_unique').on(t.country, t.postalCode, t.name),
    index('places_postal_idx').on(sql`${t.postalCode} text_pattern_ops`),
    index('places_name_idx').on(sql`${t.nameFolded} text_pattern_ops`),
    // Which of several places of one name is meant: the one of the larger municipality (counted by its places).
    index('places_city_idx').on(t.city),
    // A place typed one letter off ("Neukoeln"): its trigrams find it among forty thousand (PlaceRepositoryDrizzle).
    index('places_name_trgm_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
  ],
);

/** The embedded gazetteer's versions loaded into this database (server/search/gazetteer), so each loads once. */
export const gazetteerLoads = pgTable('gazetteer_loads', {
  version: text('version').primaryKey(),
  places: integer('places').notNull(),
  loadedAt: createdAt(),
});

/** Answers of the HTTP geocoder, kept so each address is asked once (and the service's rate limit is respected). */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: createdAt(),
});

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
