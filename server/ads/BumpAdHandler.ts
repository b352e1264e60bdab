import { ApiError } from '../platform/domain/ApiError';
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
    const bumped = await this.changeOwned(owner, id, async (ad, repos) => {
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

  /**
   * Reads and writes the owner's ad with its row (and the owner's credits) locked, so a pause and a resume at once
   * cannot both count, and a double click on a paid action spends one credit.
   */
  private changeOwned(
    owner: UserRecord,
    id: string,
    change: (ad: AdRecord, repos: UnitOfWork<'ads' | 'ledger' | 'packages'>['repos']) => Promise<AdRecord | null>,
  ): Promise<AdRecord | null> {
    return this.deps.uow.transaction(async (repos) => {
      await repos.ledger.lockUser(owner.id);
      if (!(await repos.ads.lockForUpdate(id))) throw ApiError.notFound('Ad');
      const ad = await repos.ads.findById(id);
      if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
      return change(ad, repos);
    });
  }
}
