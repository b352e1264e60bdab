import type { SearchAdsHandler } from './SearchAdsHandler';
import type { Ad } from '../../src/domain/ad';
import type { AdFilters } from '../../src/domain/adSearch';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';

/**
 * Live ads like this one, for its page (and the page of an ad that is gone): the same category in the same city at a
 * similar price first, then the same category in the city, then anywhere. Never the ad itself.
 */
export class FindSimilarAds {
  constructor(
    private readonly deps: {
      search: Pick<SearchAdsHandler, 'execute'>;
      uow: UnitOfWork<'ads'>;
    },
  ) {}

  async execute(id: string, limit = 4): Promise<Ad[]> {
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
      const page = await this.deps.search.execute({ ...filters, cursor: null, limit: limit + 1 });
      for (const item of page.items) if (item.id !== ad.id && found.size < limit) found.set(item.id, item);
      if (found.size >= limit) break;
    }
    return [...found.values()];
  }
}
