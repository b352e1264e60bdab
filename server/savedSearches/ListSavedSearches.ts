import type { Ad } from '../../src/domain/ad';
import type { AdFilters } from '../../src/domain/adSearch';
import { NEW_COUNT_CAP, type SavedSearch } from '../../src/domain/savedSearch';
import type { UserRecord } from '../accounts/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { UnitOfWork } from '../platform/ports';
import type { SavedSearchRecord } from './ports';

export class ListSavedSearches {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
      adSearch: Pick<SearchAdsHandler, 'execute'>;
    },
  ) {}

  async execute(user: UserRecord): Promise<SavedSearch[]> {
    const searches = await this.deps.uow.repos.savedSearches.listByUser(user.id);
    const shown: SavedSearch[] = [];
    for (const search of searches)
      shown.push(this.toApi(search, (await this.newMatches(search.filters, search.seenAt, NEW_COUNT_CAP)).length));
    return shown;
  }

  private toApi(search: SavedSearchRecord, newCount: number): SavedSearch {
    return {
      id: search.id,
      name: search.name,
      filters: search.filters,
      query: search.query,
      frequency: search.frequency,
      createdAt: search.createdAt.toISOString(),
      newCount,
    };
  }

  /** Public ads matching the filters that went online after `since`, newest first. */
  private async newMatches(filters: AdFilters, since: Date, limit: number): Promise<Ad[]> {
    const page = await this.deps.adSearch.execute({
      ...filters,
      sort: 'newest',
      cursor: null,
      limit: Math.min(limit, 50),
    });
    return page.items.filter((ad) => ad.publishedAt !== null && Date.parse(ad.publishedAt) > since.getTime());
  }
}
