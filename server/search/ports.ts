import type { GeoPoint, PlaceRecord } from './domain/place';

export interface PlaceRepository {
  /** Places whose postal code or (folded) name starts with the text, cities before districts, at most `limit`. */
  suggest(text: string, limit: number): Promise<PlaceRecord[]>;
  /** The place of an address: by postal code (and the city's name among several), else by the city's name. */
  findForAddress(postalCode: string, city: string): Promise<PlaceRecord | null>;
  /**
   * Which of these folded phrases ("prenzlauer berg", "muenchen") name a city or district: phrase → the place's name,
   * its city and the postal codes it has there. Among places of one name the one of the larger municipality (more
   * places) is meant, a city before a district of the same size. A word that no place is named but that starts the
   * names of districts of one city ("schwabing": Schwabing-West, Schwabing-Freimann) names them together.
   */
  namedAmong(foldedPhrases: string[]): Promise<Map<string, NamedPlace>>;
  /**
   * The places these folded words of seven letters or more misspell ("neukoeln": Neukölln): one edit away (two from
   * nine letters), the same first letter, a city with several postal codes or a district of one; never a word ads use.
   */
  misspelled(foldedWords: string[]): Promise<Map<string, NamedPlace>>;
  /** Whether this version of the embedded gazetteer was loaded, and marking it so (LoadGazetteer). */
  gazetteerLoaded(version: string): Promise<boolean>;
  markGazetteerLoaded(version: string, places: number): Promise<void>;
  /** Inserts or updates by (country, postal code, name); returns how many were written. */
  upsertMany(places: PlaceRecord[]): Promise<number>;
  count(): Promise<number>;
}

/** A city or district a query names: "Kreuzberg" is Berlin's, with its postal codes 10961 … 10997. */
export interface NamedPlace {
  name: string;
  city: string;
  /** Its postal codes where the name clearly means this place (else none: the name alone is searched). */
  postalCodes: string[];
  /** How many postal codes its city has: a city's district or a hamlet of a village. */
  cityPostalCodes: number;
}

/** The places shipped with the app (server/search/gazetteer), read in order; its version changes with its content. */
export interface GazetteerSource {
  version(): Promise<string>;
  places(): AsyncIterable<PlaceRecord>;
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
