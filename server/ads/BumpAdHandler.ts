import { ApiError } from '../platform/domain/ApiError';
import { changeOwned } from './adLifecycleSteps';
import type { AdRecord } from './domain/ad';
import { isLive } from '../../src/domain/adLife';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { announceChange } from './adWrites';
import { spendAdCredit } from './adCredits';

/** One credit puts a live ad back at the top of the newest ads, as if published now; its end stays. */
export class BumpAdHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'ledger' | 'packages'>;
      clock: Clock;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(owner: UserRecord, id: string, packageId: string | null): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const bumped = await changeOwned(this.deps, owner, id, async (ad, repos) => {
      if (!isLive(ad, now))
        throw new ApiError(409, 'CONFLICT', `Only a live ad can be moved to the top (this one is ${ad.status})`);
      await spendAdCredit(repos, {
        ownerId: owner.id,
        adId: ad.id,
        imageCount: ad.images.length,
        packageId,
        reason: 'bump',
      });
      return repos.ads.update(id, { publishedAt: now });
    });
    return announceChange(this.deps.adsChanged, bumped);
  }
}
