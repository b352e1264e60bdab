import { ApiError } from '../../domain/ApiError';
import type { AdRecord } from '../../domain/ad';
import { extendedRuntime, isLive, resumedRuntime } from '../../../src/domain/adLife';
import type { UserRecord } from '../../domain/user';
import type { Clock, UnitOfWork } from '../shared/ports';
import { announceChange } from './adWrites';
import { spendAdCredit } from './adCredits';

const EXTENDABLE = new Set<AdRecord['status']>(['active', 'paused', 'expired']);

/**
 * An ad's life after publication. Free of charge: the owner takes a live ad offline for a while and shows it again,
 * with the runtime it had left (a paused ad does not run out). For one ad credit each, confirmed by the owner: a
 * longer runtime (Verlängern) and a place at the top of the newest ads (Hochschieben).
 */
export class AdLifecycleService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'ledger' | 'packages'>;
      clock: Clock;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async pause(owner: UserRecord, id: string): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const paused = await this.changeOwned(owner, id, async (ad, repos) => {
      if (!isLive(ad, now))
        throw new ApiError(409, 'CONFLICT', `Only a live ad can be paused (this one is ${ad.status})`);
      return repos.ads.update(id, { status: 'paused', pausedAt: now });
    });
    return announceChange(this.deps.adsChanged, paused);
  }

  /** The end moves by as long as the ad was paused; so does a featured ad's highlight. */
  async resume(owner: UserRecord, id: string): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const resumed = await this.changeOwned(owner, id, async (ad, repos) => {
      if (ad.status !== 'paused' || !ad.pausedAt)
        throw new ApiError(409, 'CONFLICT', `Only a paused ad can be shown again (this one is ${ad.status})`);
      return repos.ads.update(id, {
        status: 'active',
        pausedAt: null,
        ...resumedRuntime({ ...ad, pausedAt: ad.pausedAt }, now),
      });
    });
    return announceChange(this.deps.adsChanged, resumed);
  }

  /**
   * One credit adds its package's runtime: to the end of a live or paused ad, or from now for an ad that ran out
   * (which goes live again without a new review: nothing in it changed since it was approved).
   */
  async extend(owner: UserRecord, id: string, packageId: string | null): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const extended = await this.changeOwned(owner, id, async (ad, repos) => {
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

  /** One credit puts a live ad back at the top of the newest ads, as if published now; its end stays. */
  async bump(owner: UserRecord, id: string, packageId: string | null): Promise<AdRecord> {
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
