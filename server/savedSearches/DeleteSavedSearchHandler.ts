import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';
import type { SavedSearchRecord } from './ports';

export class DeleteSavedSearchHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    await this.owned(user, id);
    await this.deps.uow.repos.savedSearches.delete(id);
  }

  private async owned(user: UserRecord, id: string): Promise<SavedSearchRecord> {
    const search = await this.deps.uow.repos.savedSearches.findById(id);
    if (!search || search.userId !== user.id) throw ApiError.notFound('Saved search');
    return search;
  }
}
