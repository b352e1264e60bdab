import { ApiError } from '../platform/domain/ApiError';
import { changeOwned } from './adLifecycleSteps';
import type { AdRecord } from './domain/ad';
import { extendedRuntime } from '../../src/domain/adLife';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { announceChange } from './adWrites';
import { spendAdCredit } from './adCredits';

const EXTENDABLE = new Set<AdRecord['status']>(['active', 'paused', 'expired']);

/**
 * One credit adds its package's runtime: to the end of a live or paused ad, or from now for an ad that ran out
 * (which goes live again without a new review: nothing in it changed since it was approved).
 */
export class ExtendAdHandler {
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
    const extended = await changeOwned(this.deps, owner, id, async (ad, repos) => {
      if (!EXTENDABLE.has(ad.status))
        throw new ApiError(
          409,
          'CONFLICT',
          `Only a live, paused or expired ad can be extended (this one is ${ad.status})`,
        );
      const pkg = await spendAdCredit(repos, {
        ownerId: owner.id,
        adId: ad.id,
        imageCount: ad.images.length,
        packageId,
        reason: 'extend',
      });
      return repos.ads.update(id, {
        status: ad.status === 'paused' ? 'paused' : 'active',
        ...extendedRuntime(ad, pkg.durationDays, pkg.featured, now),
      });
    });
    return announceChange(this.deps.adsChanged, extended);
  }
}
