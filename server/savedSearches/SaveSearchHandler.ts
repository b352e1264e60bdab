import type { AdFilters } from '../../src/domain/adSearch';
import { MAX_SAVED_SEARCHES, type AlertFrequency, type SavedSearch } from '../../src/domain/savedSearch';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { SavedSearchRecord } from './ports';

export class SaveSearchHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches' | 'users'>;
      adSearch: Pick<SearchAdsHandler, 'execute'>;
      clock: Clock;
    },
  ) {}

  async execute(
    user: UserRecord,
    input: { name: string; filters: AdFilters; query: string; frequency: AlertFrequency },
  ): Promise<SavedSearch> {
    await this.checkFilters(input.filters);
    // Count and insert under the account's row lock: concurrent requests of one account take turns, so the cap holds.
    const created = await this.deps.uow.transaction(async (repos) => {
      await repos.users.lockForUpdate(user.id);
      if ((await repos.savedSearches.countByUser(user.id)) >= MAX_SAVED_SEARCHES) {
        throw new ApiError(409, 'SAVED_SEARCHES_FULL', `At most ${MAX_SAVED_SEARCHES} saved searches per account`);
      }
      return repos.savedSearches.create({
        userId: user.id,
        name: input.name.trim(),
        filters: input.filters,
        query: input.query.replace(/^\?/, ''),
        frequency: input.frequency,
        now: this.deps.clock.now(),
      });
    });
    return this.toApi(created, 0);
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

  /** The same checks as the list's own: a radius needs its point, a date must exist. */
  private async checkFilters(filters: AdFilters): Promise<void> {
    await this.deps.adSearch.execute({ ...filters, cursor: null, limit: 1 });
  }
}
