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

/** `paused`: taken offline by its owner for a while; the runtime left is kept and goes on when it is shown again. */
export const AD_STATUSES = [
  'draft',
  'pending',
  'changes_requested',
  'active',
  'paused',
  'rejected',
  'expired',
  'archived',
] as const;

/** GEG §87: what an ad must state about the energy certificate. */
export const ENERGY_CERTIFICATE_TYPES = ['demand', 'consumption'] as const;

export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export const PRICE_TYPES = ['fixed', 'negotiable', 'on_request'] as const;

/** Mietpreisbremse: no exception, the previous rent, a recent modernisation, first use, comprehensive modernisation. */
export const RENT_CONTROL_EXCEPTIONS = [
  'none',
  'previous_rent',
  'modernisation',
  'first_use',
  'comprehensive_modernisation',
] as const;

export const SELLER_TYPES = ['private', 'commercial'] as const;

/** `relevance` orders by how many of the searched words an ad matches; it is the default when words are searched. */
export const AD_SORTS = [
  'relevance',
  'newest',
  'reduced',
  'price_asc',
  'price_desc',
  'price_sqm_asc',
  'price_sqm_desc',
  'area_desc',
  'area_asc',
] as const;

/** The words of a search: at most this many characters (textLength). */
export const SEARCH_WORDS_MAX = 200;
export const ENERGY_CARRIERS = [
  'gas',
  'oil',
  'district_heating',
  'heat_pump',
  'electricity',
  'wood_pellets',
  'solar',
  'other',
] as const;
