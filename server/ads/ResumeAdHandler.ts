import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import { resumedRuntime } from '../../src/domain/adLife';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { announceChange } from './adWrites';

/** The end moves by as long as the ad was paused; so does a featured ad's highlight. */
export class ResumeAdHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'ledger' | 'packages'>;
      clock: Clock;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(owner: UserRecord, id: string): Promise<AdRecord> {
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
