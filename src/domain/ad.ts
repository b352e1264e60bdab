export const AD_CATEGORIES = [
  'apartment_rent',
  'apartment_buy',
  'house_rent',
  'house_buy',
  'land',
  'commercial',
  'shared_room',
  'parking',
] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];

export const AD_STATUSES = ['draft', 'pending', 'active', 'rejected', 'expired', 'archived'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const PRICE_TYPES = ['fixed', 'negotiable', 'on_request'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const AD_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/** GEG §87: what an ad must state about the energy certificate. */
export const ENERGY_CERTIFICATE_TYPES = ['demand', 'consumption'] as const;
export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const ENERGY_CARRIERS = ['gas', 'oil', 'district_heating', 'heat_pump', 'electricity', 'wood_pellets', 'solar', 'other'] as const;

export interface EnergyCertificate {
  type: (typeof ENERGY_CERTIFICATE_TYPES)[number];
  kwhPerSqmYear: number;
  carrier: (typeof ENERGY_CARRIERS)[number];
  efficiencyClass: (typeof ENERGY_CLASSES)[number];
}

export const AD_FEATURES = [
  'balcony',
  'terrace',
  'garden',
  'elevator',
  'fitted_kitchen',
  'cellar',
  'parking_space',
  'garage',
  'barrier_free',
  'pets_allowed',
  'furnished',
  'guest_toilet',
] as const;
export type AdFeature = (typeof AD_FEATURES)[number];

export interface AdImage {
  id: string;
  /** Base URL; sizes are `${url}-{width}.webp`. */
  url: string;
  width: number;
  height: number;
  position: number;
}

export const IMAGE_WIDTHS = [320, 640, 1280] as const;

export interface Ad {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  category: AdCategory;
  priceCents: number | null;
  priceType: PriceType;
  postalCode: string;
  city: string;
  district: string | null;
  livingArea: number | null;
  rooms: number | null;
  plotArea: number | null;
  floor: number | null;
  yearBuilt: number | null;
  availableFrom: string | null;
  features: AdFeature[];
  energyCertificate: EnergyCertificate | null;
  images: AdImage[];
  status: AdStatus;
  rejectionReason: string | null;
  featuredUntil: string | null;
  publishedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdFilters {
  q?: string;
  category?: AdCategory;
  city?: string;
  postalCode?: string;
  minPrice?: number;
  maxPrice?: number;
  minRooms?: number;
  minArea?: number;
  featured?: boolean;
  sort?: AdSort;
}

export interface AdPage {
  items: Ad[];
  nextCursor: string | null;
  /** Exact up to 1,000; beyond that `totalCapped` is true and the list says "1,000+". */
  total: number;
  totalCapped?: boolean;
}
