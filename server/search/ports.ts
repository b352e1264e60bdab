import type { GeoPoint, PlaceRecord } from './domain/place';

export interface PlaceRepository {
  /** Places whose postal code or (folded) name starts with the text, cities before districts, at most `limit`. */
  suggest(text: string, limit: number): Promise<PlaceRecord[]>;
  /** The place of an address: by postal code (and the city's name among several), else by the city's name. */
  findForAddress(postalCode: string, city: string): Promise<PlaceRecord | null>;
  /**
   * Which of these folded phrases ("prenzlauer berg", "muenchen") name a city or district: phrase → the place's name
   * and its city. A phrase that names both a city and a district answers the city.
   */
  namedAmong(foldedPhrases: string[]): Promise<Map<string, { name: string; city: string }>>;
  /** Inserts or updates by (country, postal code, name); returns how many were written. */
  upsertMany(places: PlaceRecord[]): Promise<number>;
  count(): Promise<number>;
}

/** A geocoding service for addresses (Nominatim, Photon). Null when none answers for the query. */
export interface Geocoder {
  geocode(query: string): Promise<GeoPoint | null>;
}

/** Geocoder answers kept in the database: `undefined` when never asked, `null` when the service found nothing. */
export interface GeocodeCache {
  get(query: string): Promise<GeoPoint | null | undefined>;
  put(query: string, point: GeoPoint | null): Promise<void>;
}

/** The records and rules this feature publishes with its port. */
export * from './domain/place';
export * from '../ads/ports';

/** What the search offers the other features (saved searches run it for their alerts). */
export type { SearchAdsHandler } from './SearchAdsHandler';
export type { AdLocator } from './AdLocator';
export type { FindSimilarAds } from './FindSimilarAds';
