import type { AdRecord } from './domain/ad';
import type { UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';

export class ListMyAds {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
    },
  ) {}

  execute(owner: UserRecord): Promise<AdRecord[]> {
    return this.deps.uow.repos.ads.listByOwner(owner.id);
  }
}
