import { ApiError } from '../../domain/ApiError';
import { isLive, type AdRecord } from '../../domain/ad';
import type { UserRecord } from '../../domain/user';
import type { Clock, UnitOfWork } from '../shared/ports';
import { announceChange } from './adWrites';

/**
 * The owner takes a live ad offline for a while and shows it again, free of charge: the runtime left when it was
 * paused is what it has when it goes live again (a paused ad does not run out).
 */
export class AdLifecycleService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      clock: Clock;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async pause(owner: UserRecord, id: string): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const paused = await this.changeOwned(owner, id, async (ad, repos) => {
      if (!isLive(ad, now)) throw new ApiError(409, 'CONFLICT', `Only a live ad can be paused (this one is ${ad.status})`);
      return repos.ads.update(id, { status: 'paused', pausedAt: now });
    });
    return announceChange(this.deps.adsChanged, paused);
  }

  /** The end moves by as long as the ad was paused; so does a featured ad's highlight. */
  async resume(owner: UserRecord, id: string): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const resumed = await this.changeOwned(owner, id, async (ad, repos) => {
      if (ad.status !== 'paused' || !ad.pausedAt) throw new ApiError(409, 'CONFLICT', `Only a paused ad can be shown again (this one is ${ad.status})`);
      const pausedFor = Math.max(0, now.getTime() - ad.pausedAt.getTime());
      const later = (date: Date | null) => (date ? new Date(date.getTime() + pausedFor) : null);
      return repos.ads.update(id, { status: 'active', pausedAt: null, expiresAt: later(ad.expiresAt), featuredUntil: later(ad.featuredUntil) });
    });
    return announceChange(this.deps.adsChanged, resumed);
  }

  /** Reads and writes the owner's ad with its row locked, so a pause and a resume at once cannot both count. */
  private changeOwned(
    owner: UserRecord,
    id: string,
    change: (ad: AdRecord, repos: UnitOfWork['repos']) => Promise<AdRecord | null>,
  ): Promise<AdRecord | null> {
    return this.deps.uow.transaction(async (repos) => {
      if (!(await repos.ads.lockForUpdate(id))) throw ApiError.notFound('Ad');
      const ad = await repos.ads.findById(id);
      if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
      return change(ad, repos);
    });
  }
}
