import {
  AD_CATEGORIES,
  AD_FEATURES,
  AD_SORTS,
  ENERGY_CLASSES,
  PROPERTY_TYPES,
  RADII_KM,
  SELLER_TYPES,
  type AdFeature,
  type AdSort,
} from '../../../domain/ad';
import type { AdFilters } from '../../../domain/adSearch';
import { isCalendarDate } from '../../../domain/adValidation';
import { parseArea, parseBbox } from '../../../domain/mapArea';
import {
  eurosToCents,
  formatLocalizedNumber,
  parseLocalizedNumber,
  type NumberKind,
  type NumberLanguage,
} from '../../../domain/numbers';

/**
 * The URL is the single source of a search, so it can be shared, reloaded and returned to with Back. It holds numbers
 * in one canonical form (minPrice=1250.5); the form shows them the way the page's language writes them ("1.250,50").
 * The filter form as typed, empty; its type is the draft's (FilterDraft), so a filter is named once.
 */
export const EMPTY_FILTERS = {
  q: '',
  category: '',
  /** A city, district or postal code as typed or picked. */
  where: '',
  /** Set when a place was picked from the suggestions: the radius search needs its point. */
  lat: '',
  lon: '',
  radius: '',
  minPrice: '',
  maxPrice: '',
  minRooms: '',
  maxRooms: '',
  minArea: '',
  maxArea: '',
  features: [] as AdFeature[],
  propertyType: '',
  minYear: '',
  maxYear: '',
  energyClass: '',
  availableBy: '',
  commissionFree: false,
  sellerType: '',
  /** The price limits are on the warm rent. */
  warm: false,
  /** A map area chosen ("In diesem Bereich suchen") or drawn, as src/domain/mapArea.ts writes them. */
  bbox: '',
  area: '',
  /** '' is the default order: by relevance when words are searched, newest otherwise. */
  sort: '' as AdSort | '',
};
export type FilterDraft = typeof EMPTY_FILTERS;

/** The filter form's number fields and what they hold. */
export const FILTER_NUMBERS = {
  minPrice: 'money',
  maxPrice: 'money',
  minRooms: 'rooms',
  maxRooms: 'rooms',
  minArea: 'area',
  maxArea: 'area',
  minYear: 'whole',
  maxYear: 'whole',
} as const satisfies Partial<Record<keyof FilterDraft, NumberKind>>;
export type FilterNumber = keyof typeof FILTER_NUMBERS;

export interface FilterProblem {
  field: FilterNumber;
  reason: 'invalid' | 'ambiguous';
  readings: number[];
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
/** A number as the URL writes it (1250.5), or null. */
export const canonicalNumber = (value: string | null): number | null =>
  value !== null && /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
const coordinate = (value: string | null, limit: number): string => {
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit && value!.trim() !== '' ? String(n) : '';
};

/** What the URL asks for, as the form shows it; anything unreadable in the URL is left out. */
export function draftFromParams(params: URLSearchParams, lang: NumberLanguage): FilterDraft {
  const number = (key: FilterNumber) => {
    const n = canonicalNumber(params.get(key));
    return n === null ? '' : formatLocalizedNumber(n, lang, FILTER_NUMBERS[key]);
  };
  const radius = Number(params.get('radius'));
  return {
    q: params.get('q') ?? '',
    category: oneOf(params.get('category'), AD_CATEGORIES),
    // Links shared before places had one field named the city or postal code.
    where: params.get('where') ?? params.get('city') ?? params.get('postalCode') ?? '',
    lat: coordinate(params.get('lat'), 90),
    lon: coordinate(params.get('lon'), 180),
    radius: (RADII_KM as readonly number[]).includes(radius) ? String(radius) : '',
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    minRooms: number('minRooms'),
    maxRooms: number('maxRooms'),
    minArea: number('minArea'),
    maxArea: number('maxArea'),
    features: params.getAll('features').filter((f): f is AdFeature => (AD_FEATURES as readonly string[]).includes(f)),
    propertyType: oneOf(params.get('propertyType'), PROPERTY_TYPES),
    minYear: number('minYear'),
    maxYear: number('maxYear'),
    energyClass: oneOf(params.get('energyClass'), ENERGY_CLASSES),
    availableBy: isCalendarDate(params.get('availableBy')) ? params.get('availableBy')! : '',
    commissionFree: params.get('commissionFree') === '1',
    sellerType: oneOf(params.get('sellerType'), SELLER_TYPES),
    warm: params.get('warm') === '1',
    bbox: parseBbox(params.get('bbox') ?? '') ? params.get('bbox')! : '',
    area: parseArea(params.get('area') ?? '') ? params.get('area')! : '',
    sort: oneOf(params.get('sort'), AD_SORTS),
  };
}

/** The form as a URL, numbers read in the page's language; numbers that mean nothing or two things are problems instead. */
export function paramsFromDraft(
  draft: FilterDraft,
  lang: NumberLanguage,
): { params: URLSearchParams; problems: FilterProblem[] } {
  const params = new URLSearchParams();
  const problems: FilterProblem[] = [];
  const set = (key: string, value: string) => value.trim() !== '' && params.set(key, value.trim());
  set('q', draft.q);
  set('category', draft.category);
  set('where', draft.where);
  if (draft.lat && draft.lon && draft.where) {
    set('lat', draft.lat);
    set('lon', draft.lon);
    set('radius', draft.radius);
  }
  for (const key of Object.keys(FILTER_NUMBERS) as FilterNumber[]) {
    const parsed = parseLocalizedNumber(draft[key], lang, FILTER_NUMBERS[key]);
    if (parsed.ok) params.set(key, String(parsed.value));
    else if (parsed.reason !== 'empty') problems.push({ field: key, reason: parsed.reason, readings: parsed.readings });
  }
  for (const feature of draft.features) params.append('features', feature);
  set('propertyType', draft.propertyType);
  set('energyClass', draft.energyClass);
  set('availableBy', draft.availableBy);
  if (draft.commissionFree) params.set('commissionFree', '1');
  set('sellerType', draft.sellerType);
  if (draft.warm && (params.has('minPrice') || params.has('maxPrice'))) params.set('warm', '1');
  set('bbox', draft.bbox);
  set('area', draft.area);
  set('sort', draft.sort);
  return { params, problems };
}

/**
 * The bedrooms the words said ("2 bedroom flat"), while the rooms are still what they made of them (at least one more):
 * a rooms filter changed since then leaves them out.
 */
export function bedroomsSaid(params: URLSearchParams): number | undefined {
  const bedrooms = Number(params.get('bedrooms'));
  const minRooms = canonicalNumber(params.get('minRooms'));
  return Number.isInteger(bedrooms) && bedrooms >= 1 && minRooms === bedrooms + 1 && !params.has('maxRooms')
    ? bedrooms
    : undefined;
}

/**
 * The place field as people write it: a postal code ("10999"), a name ("Kreuzberg"), or both as an address writes them
 * ("80331 München", "1020 Wien": the code within that city, as Swiss 1020 is Renens).
 */
function placeWritten(where: string): { postalCode?: string; city?: string } {
  if (/^\d{1,5}$/.test(where)) return { postalCode: where };
  const address = /^(\d{4,5})\s+(\S.*)$/.exec(where);
  return address ? { postalCode: address[1]!, city: address[2]! } : { city: where };
}

/** The URL's search for the API: prices in cents, a radius only with its point, the place as postal code or name. */
export function filtersFromParams(params: URLSearchParams): AdFilters {
  const draft = draftFromParams(params, 'en');
  const number = (key: FilterNumber) => canonicalNumber(params.get(key)) ?? undefined;
  const cents = (key: 'minPrice' | 'maxPrice') => (number(key) === undefined ? undefined : eurosToCents(number(key)!));
  const where = draft.where.trim();
  const near =
    draft.lat && draft.lon && draft.radius && where
      ? { lat: Number(draft.lat), lon: Number(draft.lon), radius: Number(draft.radius) }
      : {};
  const place = 'radius' in near || where === '' ? {} : placeWritten(where);
  return {
    q: draft.q.trim() || undefined,
    category: (draft.category || undefined) as AdFilters['category'],
    ...place,
    ...near,
    minPrice: cents('minPrice'),
    maxPrice: cents('maxPrice'),
    minRooms: number('minRooms'),
    maxRooms: number('maxRooms'),
    bedrooms: bedroomsSaid(params),
    minArea: number('minArea'),
    maxArea: number('maxArea'),
    features: draft.features.length > 0 ? draft.features : undefined,
    propertyType: (draft.propertyType || undefined) as AdFilters['propertyType'],
    minYear: number('minYear'),
    maxYear: number('maxYear'),
    energyClass: (draft.energyClass || undefined) as AdFilters['energyClass'],
    availableBy: draft.availableBy || undefined,
    commissionFree: draft.commissionFree || undefined,
    sellerType: (draft.sellerType || undefined) as AdFilters['sellerType'],
    warm: draft.warm || undefined,
    bbox: draft.bbox || undefined,
    area: draft.area || undefined,
    sort: draft.sort || undefined,
  };
}

/**
 * A search as the API describes it (an understood query, an alternative) as the URL writes it; `where` names the
 * place of a radius search (the API knows only its point). The view and pages are kept from `keep`.
 */
export function paramsFromFilters(filters: AdFilters, keep: URLSearchParams, where?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['view'] as const) if (keep.has(key)) params.set(key, keep.get(key)!);
  for (const [key, value] of Object.entries(filters) as [keyof AdFilters, unknown][]) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'city' || key === 'postalCode')
      params.set('where', [filters.postalCode, filters.city].filter(Boolean).join(' '));
    else if (key === 'minPrice' || key === 'maxPrice') params.set(key, String(Number(value) / 100));
    else if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, value === true ? '1' : String(value));
  }
  if (filters.lat !== undefined && where) params.set('where', where);
  return params;
}

/** How many filters the URL sets (the order and the view do not count): the phone's "Filter (3)". */
export function activeFilterCount(params: URLSearchParams): number {
  const draft = draftFromParams(params, 'en');
  const set = (...values: (string | boolean)[]) => values.some((v) => v !== '' && v !== false);
  // One filter per chip (issue 70: "Filter (4)" beside three chips): a range is one filter whichever of its ends is
  // set, the radius belongs to its place, warm belongs to the price; the words and the order are no filters here.
  return (
    [
      set(draft.category),
      set(draft.where, draft.radius),
      set(draft.minPrice, draft.maxPrice),
      set(draft.minRooms, draft.maxRooms),
      set(draft.minArea, draft.maxArea),
      set(draft.propertyType),
      set(draft.minYear, draft.maxYear),
      set(draft.energyClass),
      set(draft.availableBy),
      set(draft.commissionFree),
      set(draft.sellerType),
      set(draft.bbox, draft.area),
    ].filter(Boolean).length + draft.features.length
  );
}

/** The filters part of a URL's search, in a fixed order: one key per search, whatever the view or pages. */
export function searchKey(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('pages');
  copy.delete('view');
  copy.sort();
  return copy.toString();
}
