import { isUuid } from './id';
import type * as Shapes from './shapes/ad';
import {
  AD_CATEGORIES,
  AD_FEATURES,
  AD_STATUSES,
  ENERGY_CLASSES,
  PRICE_TYPES,
  SELLER_TYPES,
  AD_SORTS,
} from './adValues';

export {
  AD_CATEGORIES,
  AD_FEATURES,
  AD_STATUSES,
  ENERGY_CARRIERS,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_CLASSES,
  PRICE_TYPES,
  SELLER_TYPES,
  AD_SORTS,
  SEARCH_WORDS_MAX,
} from './adValues';

/** Ads are named by UUIDs: any other address (/ads/12345) names no ad. */
export const isAdId = isUuid;

export type AdCategory = (typeof AD_CATEGORIES)[number];

export type AdStatus = (typeof AD_STATUSES)[number];

/** Statuses in which the owner may change the ad's fields (an ad in review stays in review when edited). */
export const EDITABLE_STATUSES: ReadonlySet<AdStatus> = new Set([
  'draft',
  'pending',
  'changes_requested',
  'rejected',
  'active',
  'expired',
  'archived',
]);
/** Statuses from which publishing (spending a credit) is possible; from the others the runtime is paid already. */
export const PUBLISHABLE_STATUSES: ReadonlySet<AdStatus> = new Set(['draft', 'rejected', 'expired', 'archived']);
/** Statuses the owner may archive from. */
export const ARCHIVABLE_STATUSES: ReadonlySet<AdStatus> = new Set([
  'active',
  'paused',
  'expired',
  'pending',
  'changes_requested',
  'draft',
  'rejected',
]);

/** Editing an ad whose runtime is paid (live, or back with the moderator): the edit saves, and no credit is spent. */
export function editsPaidAd(status: AdStatus): boolean {
  return EDITABLE_STATUSES.has(status) && !PUBLISHABLE_STATUSES.has(status);
}

export type PriceType = (typeof PRICE_TYPES)[number];

export type AdSort = (typeof AD_SORTS)[number];

// The property's kind, state and heating (what the form offers and the filters ask for): propertyKinds.ts.
export * from './propertyKinds';

export type SellerType = (typeof SELLER_TYPES)[number];

/** Categories whose price is a monthly rent (Kaltmiete); the others carry sale costs (Hausgeld) in the form. */
export const RENT_CATEGORIES: readonly AdCategory[] = ['apartment_rent', 'house_rent', 'shared_room'];
export function isRent(category: AdCategory): boolean {
  return RENT_CATEGORIES.includes(category);
}

/**
 * Categories whose price is paid every month: the rents, and parking and commercial space, which are let far more
 * often than sold on a portal like ours (their ads carry no "for sale" mark). Every place that writes a price — pages,
 * mails, structured data — adds "/ Monat" for exactly these.
 */
export const MONTHLY_PRICE_CATEGORIES: readonly AdCategory[] = [
  'apartment_rent',
  'house_rent',
  'shared_room',
  'parking',
  'commercial',
];
export function isMonthlyPrice(category: AdCategory): boolean {
  return MONTHLY_PRICE_CATEGORIES.includes(category);
}

/** Categories that are only ever sold (Kaufpreis); parking and commercial space are let or sold, so just "Preis". */
export const SALE_CATEGORIES: readonly AdCategory[] = ['apartment_buy', 'house_buy', 'land'];
export function priceKind(category: AdCategory | ''): 'rent' | 'sale' | 'either' {
  if (category === '') return 'either';
  return isRent(category) ? 'rent' : SALE_CATEGORIES.includes(category) ? 'sale' : 'either';
}

/** Search radii offered around a place, in km ("Umkreis"). */
export const RADII_KM = [1, 2, 5, 10, 20, 50, 100] as const;
/**
 * The radius around a place that "Umgebung München" means, and that an empty search's way out offers (issue 70). One
 * of RADII_KM, so the search is one the filters can show and repeat — 25 km was not, and its link searched the place
 * alone.
 */
export const AROUND_A_PLACE_KM: (typeof RADII_KM)[number] = 20;

export type EnergyClass = (typeof ENERGY_CLASSES)[number];

export type AdFeature = (typeof AD_FEATURES)[number];

/**
 * The WebP sizes made of every upload. 828 is a phone's full width at 2× (and a 360 px card at 2×), so phones and
 * retina laptops get it instead of 1280: about 40 % fewer bytes per photo on a list.
 */
export const IMAGE_WIDTHS = [320, 640, 828, 1280] as const;

/**
 * The ad as the API sends it and its parts: declared once as schemas (shapes/ad.ts), named here as types, so every
 * import of `Ad` keeps working and none of them pulls a schema into the client's code.
 */
export type Ad = Shapes.Ad;
export type AdImage = Shapes.AdImage;
export type AdLocation = Shapes.AdLocation;
export type EnergyCertificate = Shapes.EnergyCertificate;
