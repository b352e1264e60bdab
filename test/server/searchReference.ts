import { ENERGY_CLASSES, PROPERTY_TYPE_WORDS, type Ad, type PropertyType } from '../../src/domain/ad';
import { foldText } from '../../server/ads/domain/searchTerms';

// The reference the completeness property test (searchCompleteness.property.test.ts) holds the public list to: the
// filters a seeker sets, and what each promises, checked on an ad as plainly as a person would.

export type Filters = Partial<{
  category: string;
  postalCode: string;
  minPrice: number;
  maxPrice: number;
  minRooms: number;
  maxRooms: number;
  minArea: number;
  maxArea: number;
  features: string[];
  propertyType: string;
  minFloor: number;
  maxFloor: number;
  minYear: number;
  maxYear: number;
  energyClass: string;
  availableBy: string;
  commissionFree: boolean;
  sellerType: string;
  featured: boolean;
  warm: boolean;
  bbox: string;
}>;

export const atLeast = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value >= bound);
export const atMost = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value <= bound);

/** The reference: what each filter promises, written as plainly as a person would check an ad by hand. */
export function matches(ad: Ad, f: Filters, now: number): boolean {
  const energy = ad.energyCertificate?.efficiencyClass;
  const price = f.warm ? ad.warmRentCents : ad.priceCents;
  const box = f.bbox?.split(',').map(Number);
  // An ad without a type whose text says the type's word is of that type too (issue 41).
  const saysType = (type: string) =>
    ad.propertyType === null &&
    foldText(`${ad.title} ${ad.description}`).includes(foldText(PROPERTY_TYPE_WORDS[type as PropertyType]));
  return (
    (!box ||
      (ad.location !== null &&
        ad.location.lon >= box[0]! &&
        ad.location.lat >= box[1]! &&
        ad.location.lon <= box[2]! &&
        ad.location.lat <= box[3]!)) &&
    (f.category === undefined || ad.category === f.category) &&
    (f.postalCode === undefined || ad.postalCode.startsWith(f.postalCode)) &&
    atLeast(price, f.minPrice) &&
    atMost(price, f.maxPrice) &&
    atLeast(ad.rooms, f.minRooms) &&
    atMost(ad.rooms, f.maxRooms) &&
    atLeast(ad.livingArea, f.minArea) &&
    atMost(ad.livingArea, f.maxArea) &&
    (f.features ?? []).every((feature) => (ad.features as string[]).includes(feature)) &&
    (f.propertyType === undefined || ad.propertyType === f.propertyType || saysType(f.propertyType)) &&
    atLeast(ad.floor, f.minFloor) &&
    atMost(ad.floor, f.maxFloor) &&
    atLeast(ad.yearBuilt, f.minYear) &&
    atMost(ad.yearBuilt, f.maxYear) &&
    (f.energyClass === undefined ||
      (energy !== undefined &&
        ENERGY_CLASSES.indexOf(energy) <= ENERGY_CLASSES.indexOf(f.energyClass as (typeof ENERGY_CLASSES)[number]))) &&
    (f.availableBy === undefined || ad.availableFrom === null || ad.availableFrom <= f.availableBy) &&
    (!f.commissionFree || ad.commissionFree) &&
    (f.sellerType === undefined || ad.sellerType === f.sellerType) &&
    (!f.featured || (ad.featuredUntil !== null && Date.parse(ad.featuredUntil) > now))
  );
}

export function queryOf(f: Filters, sort: string, limit: number): string {
  const params = new URLSearchParams({ sort, limit: String(limit) });
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  return params.toString();
}
