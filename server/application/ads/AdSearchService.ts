import { PROPERTY_TYPE_WORDS, type Ad, type AdSort, type PropertyType } from '../../../src/domain/ad';
import type { AdFilters, AdPage } from '../../../src/domain/adSearch';
import { AREA_POINTS_MAX, parseArea, parseBbox } from '../../../src/domain/mapArea';
import type { NumberLanguage } from '../../../src/domain/numbers';
import { withUnderstood } from '../../../src/domain/understoodSearch';
import type { PlaceRepository } from '../places/ports';
import { searchAlternatives } from './searchAlternatives';
import type { UnderstandSearch } from './UnderstandSearch';
import { isCalendarDate } from '../../../src/domain/adValidation';
import { ApiError } from '../../domain/ApiError';
import type { AdCursor, AdRecord, AdSearch, SearchTerm } from '../../domain/ad';
import { foldText, searchTerms } from '../../domain/searchTerms';
import type { Clock, UnitOfWork } from '../shared/ports';
import { toApiAd } from '../serialize';
import { MAX_DEPTH, NO_VALUE_ASC, NO_VALUE_DESC, type AdCursorCodec } from './AdCursorCodec';
import type { ImageStorage } from './ports';
import { PublicListCache } from './PublicListCache';

export const MAX_PAGE_SIZE = 50;
/** How long a place looked up for a city filter is remembered. */
const PLACE_TTL_MS = 10 * 60 * 1000;

export type AdSearchRequest = AdFilters & { cursor: string | null; limit: number };

/** The sort value of the last ad of a page, as the next page's cursor carries it. */
function sortValue(sort: AdSort, ad: AdRecord): string | number | null {
  switch (sort) {
    case 'newest':
    case 'relevance':
      return ad.publishedAt?.toISOString() ?? null;
    case 'price_asc':
      return ad.priceCents ?? NO_VALUE_ASC;
    case 'price_desc':
      return ad.priceCents ?? NO_VALUE_DESC;
    case 'price_sqm_asc':
      return ad.pricePerSqmCents ?? NO_VALUE_ASC;
    case 'price_sqm_desc':
      return ad.pricePerSqmCents ?? NO_VALUE_DESC;
    case 'area_asc':
      return ad.livingArea ?? NO_VALUE_ASC;
    case 'area_desc':
      return ad.livingArea ?? NO_VALUE_DESC;
  }
}

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

/** The public list: filters, words, places and radius, sorted, in keyset pages, cached per question. */
export class AdSearchService {
  /** Public list answers; cleared by every write that can change what visitors see. */
  readonly publicList = new PublicListCache<AdPage>();
  /** Known places by folded name: the places table changes only with an import. */
  private readonly places = new Map<string, { place: AdSearch['place']; until: number }>();

  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      images: ImageStorage;
      clock: Clock;
      cursors: AdCursorCodec;
      understand: Pick<UnderstandSearch, 'execute'>;
      places: Pick<PlaceRepository, 'findForAddress' | 'namedAmong'>;
    },
  ) {}

  /**
   * Live ads like this one, for its page (and the page of an ad that is gone): the same category in the same city at a
   * similar price first, then the same category in the city, then anywhere. Never the ad itself.
   */
  async similarTo(id: string, limit = 4): Promise<Ad[]> {
    const ad = await this.deps.uow.repos.ads.findById(id);
    // Only ads that were public once: a draft's id says nothing to anyone else.
    if (!ad || ad.publishedAt === null) throw ApiError.notFound('Ad');
    const price = ad.priceCents;
    const tries: AdFilters[] = [
      ...(price !== null
        ? [
            {
              category: ad.category,
              city: ad.city,
              minPrice: Math.floor(price * 0.7),
              maxPrice: Math.ceil(price * 1.3),
            },
          ]
        : []),
      { category: ad.category, city: ad.city },
      { category: ad.category },
    ];
    const found = new Map<string, Ad>();
    for (const filters of tries) {
      const page = await this.search({ ...filters, cursor: null, limit: limit + 1 });
      for (const item of page.items) if (item.id !== ad.id && found.size < limit) found.set(item.id, item);
      if (found.size >= limit) break;
    }
    return [...found.values()];
  }

  /**
   * Throws a 400 for what the query's schema cannot say: a radius needs its point, a date must exist, an area must be
   * one. The words are read first (src/domain/queryUnderstanding): what they say becomes filters, the rest is text.
   */
  async search(request: AdSearchRequest, lang: NumberLanguage = 'de'): Promise<AdPage> {
    checkSearch(request);
    return this.publicList.get(JSON.stringify([request, lang]), async () => {
      const { filters, understood } = await this.understood(request, lang);
      const page = await this.searchUncached({ ...filters, cursor: request.cursor, limit: request.limit });
      const alternatives = page.total === 0 && understood && !request.cursor ? await this.alternatives(filters) : [];
      return { ...page, understood, alternatives };
    });
  }

  /** The request with what its words say applied (see withUnderstood), and what they said; null when they said nothing. */
  async understood(
    request: AdFilters,
    lang: NumberLanguage,
  ): Promise<{ filters: AdFilters; understood: AdPage['understood'] }> {
    const q = request.q?.trim();
    const read = q ? await this.deps.understand.execute(q, lang) : null;
    if (!read || read.parts.length === 0) return { filters: request, understood: null };
    return { filters: withUnderstood(request, read), understood: { parts: read.parts, rest: read.rest } };
  }

  /** A city filter that names a known place ("Berlin", "Prenzlauer Berg"), as the places table has it; remembered. */
  async placeOf(city: string | undefined): Promise<AdSearch['place']> {
    const folded = city ? foldText(city.trim()) : '';
    if (folded === '') return null;
    const known = this.places.get(folded);
    if (known !== undefined && known.until > Date.now()) return known.place;
    const found = (await this.deps.places.namedAmong([folded])).get(folded);
    const place = found
      ? { city: foldText(found.city), district: found.name === found.city ? null : foldText(found.name) }
      : null;
    if (this.places.size >= 1000) this.places.delete(this.places.keys().next().value!);
    this.places.set(folded, { place, until: Date.now() + PLACE_TTL_MS });
    return place;
  }

  private alternatives(filters: AdFilters) {
    return searchAlternatives(filters, {
      count: async (f) => (await this.searchUncached({ ...f, cursor: null, limit: 1 })).total,
      placeCentre: async (city) => {
        const place = await this.deps.places.findForAddress('', city);
        return place && { lat: place.lat, lon: place.lon };
      },
    });
  }

  private async searchUncached(request: AdSearchRequest): Promise<AdPage> {
    const limit = Math.min(Math.max(request.limit, 1), MAX_PAGE_SIZE);
    const query = {
      ...adSearchFrom(
        request,
        limit,
        request.cursor ? (sort) => this.deps.cursors.decode(sort, request.cursor!) : () => null,
      ),
      place: await this.placeOf(request.city),
    };
    const { items, total, totalCapped, correctedQuery, unmatchedWords } = await this.deps.uow.repos.ads.search(
      query,
      this.deps.clock.now(),
    );
    const page = items.slice(0, limit);
    const last = page.at(-1);
    const { sort } = query;
    const depth = (query.cursor?.depth ?? 0) + page.length;
    const more = items.length > limit && last && (sort !== 'relevance' || depth < MAX_DEPTH);
    const tier = query.propertyTypeWords ? { untyped: last?.propertyType === null } : {};
    const nextCursor = more
      ? this.deps.cursors.encode(sort, {
          value: sortValue(sort, last),
          id: last.id,
          ...(sort === 'relevance' ? { score: last.score, depth } : {}),
          ...tier,
        })
      : null;
    // Said back as typed ("Xyz"), not as folded for the search ("xyz").
    const typed = (request.q ?? '').split(/[^\p{L}\p{N}]+/u);
    const said = unmatchedWords.map((word) => typed.find((t) => foldText(t) === word) ?? word);
    return {
      items: page.map((a) => toApiAd(a, this.deps.images)),
      nextCursor,
      total,
      totalCapped,
      sort,
      correctedQuery,
      unmatchedWords: said,
    };
  }
}
