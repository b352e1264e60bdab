import type { AdFilters } from '../../src/domain/adSearch';
import { toApi, checkFilters } from './savedSearchSteps';
import { MAX_SAVED_SEARCHES, type AlertFrequency, type SavedSearch } from '../../src/domain/savedSearch';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { Clock, UnitOfWork } from '../platform/ports';

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
    await checkFilters(this.deps, input.filters);
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
    return toApi(created, 0);
  }
}
