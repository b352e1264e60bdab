import { PROPERTY_TYPE_WORDS, type AdSort, type PropertyType } from '../../src/domain/ad';
import type { AdFilters } from '../../src/domain/adSearch';
import { isCalendarDate } from '../../src/domain/adValidation';
import { AREA_POINTS_MAX, parseArea, parseBbox } from '../../src/domain/mapArea';
import { ApiError } from '../platform/domain/ApiError';
import type { AdCursor, AdSearch, SearchTerm } from '../ads/ports';
import { foldText, searchTerms } from '../ads/ports';

/**
 * The word a property type goes by, as the text search looks for it: the word itself only — no compound heads or
 * synonyms, or "Reihenhaus" would find every "Haus".
 */
function typeWord(type: PropertyType): SearchTerm {
  const word = foldText(PROPERTY_TYPE_WORDS[type]);
  return { word, strong: [word], weak: [] };
}

/** What the query's schema cannot say, as a 400: a radius needs its point, a date must exist, an area must be one. */
export function checkSearch(request: AdFilters): void {
  const around = [request.lat, request.lon, request.radius].filter((v) => v !== undefined).length;
  if (around !== 0 && around !== 3) {
    throw ApiError.validation([
      { field: 'radius', code: 'invalid', message: 'A radius search needs lat, lon and radius together' },
    ]);
  }
  if (request.availableBy !== undefined && !isCalendarDate(request.availableBy)) {
    throw ApiError.validation([
      { field: 'availableBy', code: 'invalid', message: 'availableBy must be a real date (YYYY-MM-DD)' },
    ]);
  }
  if (request.bbox !== undefined && !parseBbox(request.bbox)) {
    throw ApiError.validation([
      {
        field: 'bbox',
        code: 'invalid',
        message: 'bbox is west,south,east,north in degrees, west < east and south < north',
      },
    ]);
  }
  if (request.area !== undefined && !parseArea(request.area)) {
    throw ApiError.validation([
      { field: 'area', code: 'invalid', message: `area is 3 to ${AREA_POINTS_MAX} corners "lat,lon" separated by ";"` },
    ]);
  }
}

/** A visitor's filters as the repository's query: words split and folded, the order decided, the cursor read. */
export function adSearchFrom(
  request: AdFilters,
  limit: number,
  cursorFor: (sort: AdSort) => AdCursor | null,
): AdSearch {
  const terms = searchTerms(request.q ?? '');
  // Searched words are ranked by relevance unless another order was asked for; without words, newest first.
  const sort: AdSort =
    request.sort === 'relevance' || !request.sort ? (terms.length > 0 ? 'relevance' : 'newest') : request.sort;
  const near =
    request.lat !== undefined && request.lon !== undefined && request.radius !== undefined
      ? { lat: request.lat, lon: request.lon, radiusKm: request.radius }
      : null;
  return {
    terms,
    category: request.category ?? null,
    city: request.city?.trim() || null,
    place: null,
    postalCode: request.postalCode ?? null,
    near,
    minPrice: request.minPrice ?? null,
    maxPrice: request.maxPrice ?? null,
    minRooms: request.minRooms ?? null,
    maxRooms: request.maxRooms ?? null,
    minArea: request.minArea ?? null,
    maxArea: request.maxArea ?? null,
    features: request.features ?? [],
    propertyType: request.propertyType ?? null,
    minFloor: request.minFloor ?? null,
    maxFloor: request.maxFloor ?? null,
    minYear: request.minYear ?? null,
    maxYear: request.maxYear ?? null,
    energyClass: request.energyClass ?? null,
    availableBy: request.availableBy ?? null,
    commissionFree: request.commissionFree === true,
    sellerType: request.sellerType ?? null,
    featured: request.featured === true,
    warm: request.warm === true,
    bbox: request.bbox ? parseBbox(request.bbox) : null,
    area: request.area ? parseArea(request.area) : null,
    propertyTypeWords: request.propertyType ? typeWord(request.propertyType) : null,
    sort,
    limit,
    cursor: cursorFor(sort),
  };
}
