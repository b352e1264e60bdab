import type { Clock, UnitOfWork } from '../platform/ports';

export class ExpireDueAds {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
      clock: Clock;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(): Promise<number> {
    const expired = await this.deps.uow.repos.ads.expireDue(this.deps.clock.now());
    if (expired > 0) this.deps.adsChanged();
    return expired;
  }
}
