import { toApi, newMatches } from './savedSearchSteps';
import { NEW_COUNT_CAP, type SavedSearch } from '../../src/domain/savedSearch';
import type { UserRecord } from '../accounts/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { UnitOfWork } from '../platform/ports';

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
      shown.push(toApi(search, (await newMatches(this.deps, search.filters, search.seenAt, NEW_COUNT_CAP)).length));
    return shown;
  }
}
