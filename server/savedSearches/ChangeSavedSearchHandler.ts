import type { Ad } from '../../src/domain/ad';
import type { AdFilters } from '../../src/domain/adSearch';
import { NEW_COUNT_CAP, type AlertFrequency, type SavedSearch } from '../../src/domain/savedSearch';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { SavedSearchRecord } from './ports';

/** Rename, change how often it mails, or mark its results as seen (the new-ads count starts again). */
export class ChangeSavedSearchHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
      adSearch: Pick<SearchAdsHandler, 'execute'>;
      clock: Clock;
    },
  ) {}

  async execute(
    user: UserRecord,
    id: string,
    change: { name?: string; frequency?: AlertFrequency; seen?: boolean },
  ): Promise<SavedSearch> {
    const search = await this.owned(user, id);
    const updated = await this.deps.uow.repos.savedSearches.update(search.id, {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.frequency !== undefined && { frequency: change.frequency }),
      ...(change.seen === true && { seenAt: this.deps.clock.now() }),
    });
    if (!updated) throw ApiError.notFound('Saved search');
    return this.toApi(
      updated,
      change.seen === true ? 0 : (await this.newMatches(updated.filters, updated.seenAt, NEW_COUNT_CAP)).length,
    );
  }

  private async owned(user: UserRecord, id: string): Promise<SavedSearchRecord> {
    const search = await this.deps.uow.repos.savedSearches.findById(id);
    if (!search || search.userId !== user.id) throw ApiError.notFound('Saved search');
    return search;
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
}
