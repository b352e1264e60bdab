import type { Ad, AdCategory, AdFeature, AdSort, EnergyClass, PropertyType, SellerType } from './ad';

/** A search of the public ads: its filters, its answer, and what its words were read as. */
export interface AdFilters {
  q?: string;
  category?: AdCategory;
  /** City or district, matched from the start of a word, umlauts folded ("Frankfurt", "Muenchen"). */
  city?: string;
  postalCode?: string;
  /** Around a place: its coordinates and a radius in km. */
  lat?: number;
  lon?: number;
  radius?: number;
  minPrice?: number;
  maxPrice?: number;
  minRooms?: number;
  maxRooms?: number;
  minArea?: number;
  maxArea?: number;
  /** Every one of these features. */
  features?: AdFeature[];
  propertyType?: PropertyType;
  minFloor?: number;
  maxFloor?: number;
  minYear?: number;
  maxYear?: number;
  /** This efficiency class or better. */
  energyClass?: EnergyClass;
  /** Available on this date (YYYY-MM-DD) at the latest. */
  availableBy?: string;
  commissionFree?: boolean;
  sellerType?: SellerType;
  featured?: boolean;
  /** The price limits are on the warm rent (rent, service charges and heating), as "bis 1.200 € warm" says. */
  warm?: boolean;
  /** Only ads inside this map area: "west,south,east,north" in degrees (src/domain/mapArea.ts). */
  bbox?: string;
  /** Only ads inside this drawn polygon: "lat,lon;lat,lon;…" (src/domain/mapArea.ts). */
  area?: string;
  sort?: AdSort;
}

export interface AdPage {
  items: Ad[];
  nextCursor: string | null;
  /** Exact up to 1,000; beyond that `totalCapped` is true and the list says "1,000+". */
  total: number;
  totalCapped?: boolean;
  /** The order the server applied (relevance when words were searched and no other order was asked for). */
  sort?: AdSort;
  /** Nothing matched the words as typed; these are the results for this spelling ("dachterrasse" for "Dachtarrasse"). */
  correctedQuery?: string | null;
  /** What the words said that became filters (chips), and the words left to search as text; null when nothing was. */
  understood?: { parts: UnderstoodPart[]; rest: string } | null;
  /** Searched words that no ad contains: said, never silently dropped. */
  unmatchedWords?: string[];
  /** Nothing matched: the nearest honest alternatives, each a search of its own with its count. */
  alternatives?: SearchAlternative[];
}

/** Filters read from a search's words (src/domain/queryUnderstanding.ts). */
export interface QueryFilters {
  category?: AdCategory;
  propertyType?: PropertyType;
  minRooms?: number;
  maxRooms?: number;
  /** Cents. */
  minPrice?: number;
  maxPrice?: number;
  /** Whether a price limit was said to be warm (with service and heating costs) or cold (the rent alone). */
  priceBasis?: 'warm' | 'cold';
  minArea?: number;
  maxArea?: number;
  city?: string;
  postalCode?: string;
}

/** One understood part: the words it came from and the filters it sets (a chip). */
export interface UnderstoodPart {
  text: string;
  filters: QueryFilters;
}

/** Another search offered when one found nothing: another kind in the same place, a radius around it, a limit dropped. */
export interface SearchAlternative {
  kind: 'category' | 'radius' | 'price' | 'rooms';
  filters: AdFilters;
  total: number;
}
