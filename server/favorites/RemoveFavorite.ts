import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

export class RemoveFavorite {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'favorites'>;
    },
  ) {}

  execute(user: UserRecord, adId: string): Promise<void> {
    return this.deps.uow.repos.favorites.remove(user.id, adId);
  }
}
