import { owned } from './savedSearchSteps';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

export class DeleteSavedSearchHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    await owned(this.deps, user, id);
    await this.deps.uow.repos.savedSearches.delete(id);
  }
}
