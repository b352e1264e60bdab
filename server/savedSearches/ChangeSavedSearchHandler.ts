import { toApi, owned, newMatches } from './savedSearchSteps';
import { NEW_COUNT_CAP, type AlertFrequency, type SavedSearch } from '../../src/domain/savedSearch';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { Clock, UnitOfWork } from '../platform/ports';

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
    const search = await owned(this.deps, user, id);
    const updated = await this.deps.uow.repos.savedSearches.update(search.id, {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.frequency !== undefined && { frequency: change.frequency }),
      ...(change.seen === true && { seenAt: this.deps.clock.now() }),
    });
    if (!updated) throw ApiError.notFound('Saved search');
    return toApi(
      updated,
      change.seen === true ? 0 : (await newMatches(this.deps, updated.filters, updated.seenAt, NEW_COUNT_CAP)).length,
    );
  }
}
