import { sql, type SQL } from 'drizzle-orm';
import { doublePrecision, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
  ],
);

/** Answers of the HTTP geocoder, kept so each address is asked once (and the service's rate limit is respected). */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: createdAt(),
});
