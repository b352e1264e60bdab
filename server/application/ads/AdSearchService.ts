import type { Ad, AdSort } from '../../../src/domain/ad';
import type { AdFilters, AdPage } from '../../../src/domain/adSearch';
import type { NumberLanguage } from '../../../src/domain/numbers';
import { withUnderstood } from '../../../src/domain/understoodSearch';
import type { PlaceRepository } from '../places/ports';
import { searchAlternatives } from './searchAlternatives';
import type { UnderstandSearch } from './UnderstandSearch';
import { ApiError } from '../../domain/ApiError';
import type { AdRecord, AdSearch } from '../../domain/ad';
import { foldText } from '../../domain/searchTerms';
import type { Clock, UnitOfWork } from '../shared/ports';
import { toApiAd } from '../serialize';
import { MAX_DEPTH, NO_VALUE_ASC, NO_VALUE_DESC, type AdCursorCodec } from './AdCursorCodec';
import type { ImageStorage } from './ports';
import { PublicListCache } from './PublicListCache';
import { adSearchFrom, checkSearch } from './adSearchQuery';

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

/** The public list: filters, words, places and radius, sorted, in keyset pages, cached per question. */
export class AdSearchService {
  /** Public list answers; cleared by every write that can change what visitors see. */
  readonly publicList = new PublicListCache<AdPage>();
  /** Known places by folded name: the places table changes only with an import. */
  private readonly places = new Map<string, { place: AdSearch['place']; until: number }>();

  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
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

  private async searchUncached(request: AdSearchRequest): Promise<Omit<AdPage, 'understood' | 'alternatives'>> {
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
