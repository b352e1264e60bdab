import type { SearchReader } from './SearchReader';
import { PublicListCache } from '../platform/PublicListCache';
import type { AdSort } from '../../src/domain/ad';
import type { AdFilters, AdPage } from '../../src/domain/adSearch';
import type { NumberLanguage } from '../../src/domain/numbers';
import type { PlaceRepository } from './ports';
import { searchAlternatives } from './searchAlternatives';
import type { AdRecord } from '../ads/ports';
import { foldText } from '../ads/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { toApiAd } from '../ads/ports';
import { MAX_DEPTH, NO_VALUE_ASC, NO_VALUE_DESC, type AdCursorCodec } from './AdCursorCodec';
import type { ImageStorage } from '../ads/ports';
import { adSearchFrom, checkSearch } from './adSearchQuery';

export const MAX_PAGE_SIZE = 50;

export type AdSearchRequest = AdFilters & { cursor: string | null; limit: number };

/** The sort value of the last ad of a page, as the next page's cursor carries it. */
function sortValue(sort: AdSort, ad: AdRecord): string | number | null {
  switch (sort) {
    case 'newest':
    case 'relevance':
      return ad.publishedAt?.toISOString() ?? null;
    case 'reduced':
      return (ad.priceReducedAt ?? new Date(0)).toISOString();
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
 * Throws a 400 for what the query's schema cannot say: a radius needs its point, a date must exist, an area must be
 * one. The words are read first (src/domain/queryUnderstanding): what they say becomes filters, the rest is text.
 */
/** The public list: filters, words, places and radius, sorted, in keyset pages, cached per question. */
export class SearchAdsHandler {
  /** Public list answers; cleared by every write that can change what visitors see. */
  readonly publicList = new PublicListCache<AdPage>();

  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
      images: ImageStorage;
      clock: Clock;
      cursors: AdCursorCodec;
      reader: Pick<SearchReader, 'understood' | 'placeOf'>;
      places: Pick<PlaceRepository, 'findForAddress' | 'namedAmong'>;
    },
  ) {}

  async execute(request: AdSearchRequest, lang: NumberLanguage = 'de'): Promise<AdPage> {
    checkSearch(request);
    return this.publicList.get(JSON.stringify([request, lang]), async () => {
      const { filters, understood } = await this.deps.reader.understood(request, lang);
      const page = await this.searchUncached({ ...filters, cursor: request.cursor, limit: request.limit });
      // Every empty answer with something to loosen offers counted ways out, whether the filters came from words or the
      // filter column (issue 70).
      const filtered = Object.keys(filters).some((key) => key !== 'sort');
      const alternatives = page.total === 0 && filtered && !request.cursor ? await this.alternatives(filters) : [];
      return { ...page, understood, alternatives };
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
      place: await this.deps.reader.placeOf(request.city),
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

  private alternatives(filters: AdFilters) {
    return searchAlternatives(filters, {
      count: async (f) => (await this.searchUncached({ ...f, cursor: null, limit: 1 })).total,
      placeCentre: async ({ city, postalCode }) => {
        const place = await this.deps.places.findForAddress(postalCode ?? '', city ?? '');
        return place && { lat: place.lat, lon: place.lon, city: place.city };
      },
    });
  }

  /** The request with what its words say applied (see withUnderstood), and what they said; null when they said nothing. */
}
