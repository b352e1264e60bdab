import type { AdCategory, AdFeature, AdSort, EnergyClass, PropertyType, SellerType } from '../../../src/domain/ad';
import type { AdInputField } from '../../../src/domain/adValidation';
import type { Bbox, LatLon } from '../../../src/domain/mapArea';
import type { adImages, ads } from '../tables';

/**
 * A stored ad is the row of the ads table (Drizzle's `$inferSelect`, so a new column needs no second declaration),
 * without the search vectors the ranking reads in SQL and the expiry reminder's bookkeeping, and with its photos.
 */
type AdRow = Omit<(typeof ads)['$inferSelect'], 'search' | 'searchEndings' | 'expiryRemindedAt'>;
export type AdImageRecord = Omit<(typeof adImages)['$inferSelect'], 'createdAt'>;

export interface AdRecord extends AdRow {
  images: AdImageRecord[];
  /** How well the ad matched the searched words (relevance order only). */
  score?: number;
}

/** The owner's fields as stored. */
/** What an ad's owner decides (their input) and who offers it (their account's kind). */
export type AdFields = Pick<AdRecord, AdInputField | 'sellerType'>;

export type AdStatePatch = Partial<
  Pick<
    AdRecord,
    | 'status'
    | 'rejectionReason'
    | 'packageId'
    | 'durationDays'
    | 'featuredUntil'
    | 'publishedAt'
    | 'expiresAt'
    | 'pausedAt'
    | 'latitude'
    | 'longitude'
  >
>;

/** Where a page ends in the chosen order: the sort value of its last ad (and its relevance score), and its id. */
export interface AdCursor {
  value: string | number | null;
  score?: number;
  id: string;
  /** Relevance only: how many ads the earlier pages showed (the ranking window grows with it). */
  depth?: number;
  /**
   * A type read from the words ranks the ads that have it above those that only say it (AdSearch.propertyTypeWords):
   * whether the last ad shown was one of the latter.
   */
  untyped?: boolean;
}

/**
 * One searched word with the forms it may take in an ad, folded: `strong` are the word itself, its main translation
 * and the head of a compound ("altbau" in "altbauwohnung"); `weak` are looser synonyms ("loggia" for "balkon").
 */
export interface SearchTerm {
  word: string;
  strong: string[];
  weak: string[];
}

export interface AdSearch {
  terms: SearchTerm[];
  category: AdCategory | null;
  city: string | null;
  /**
   * The city filter as a place the places table knows (folded): then searched by the start of the ads' city, or of
   * their district for a district, through their indexes, instead of the start of any word of either (a scan). A
   * district's ads are also those in its postal codes whose seller named no district (issue 70: a district is an area).
   */
  place: { city: string; district: string | null; postalCodes: string[] } | null;
  postalCode: string | null;
  near: { lat: number; lon: number; radiusKm: number } | null;
  minPrice: number | null;
  maxPrice: number | null;
  minRooms: number | null;
  maxRooms: number | null;
  minArea: number | null;
  maxArea: number | null;
  features: AdFeature[];
  propertyType: PropertyType | null;
  minFloor: number | null;
  maxFloor: number | null;
  minYear: number | null;
  maxYear: number | null;
  energyClass: EnergyClass | null;
  availableBy: string | null;
  commissionFree: boolean;
  sellerType: SellerType | null;
  featured: boolean;
  /** The price limits are on the warm rent (rent, service charges and heating). */
  warm: boolean;
  /** Only ads inside this box or drawn polygon (src/domain/mapArea.ts). */
  bbox: Bbox | null;
  area: LatLon[] | null;
  /**
   * The property type was read from these words ("Dachgeschoss"): ads whose type is not filled in but whose text says
   * it match too.
   */
  propertyTypeWords: SearchTerm | null;
  sort: AdSort;
  cursor: AdCursor | null;
  limit: number;
}

/** Live means visitors may see it: one rule for server and client (src/domain/adLife.ts). */
export { isLive } from '../../../src/domain/adLife';
