import { ApiError } from '../platform/domain/ApiError';
import { changeOwned } from './adLifecycleSteps';
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
    const resumed = await changeOwned(this.deps, owner, id, async (ad, repos) => {
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
}
