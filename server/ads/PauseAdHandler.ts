import { ApiError } from '../platform/domain/ApiError';
import { changeOwned } from './adLifecycleSteps';
import type { AdRecord } from './domain/ad';
import { isLive } from '../../src/domain/adLife';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { announceChange } from './adWrites';

export class PauseAdHandler {
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
    const paused = await changeOwned(this.deps, owner, id, async (ad, repos) => {
      if (!isLive(ad, now))
        throw new ApiError(409, 'CONFLICT', `Only a live ad can be paused (this one is ${ad.status})`);
      return repos.ads.update(id, { status: 'paused', pausedAt: now });
    });
    return announceChange(this.deps.adsChanged, paused);
  }
}
