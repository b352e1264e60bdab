import type { AdFormStore, OwnAdsApi } from './ports';

export class DeleteAd {
  constructor(
    private readonly api: OwnAdsApi,
    private readonly store: AdFormStore,
  ) {}

  async execute(adId: string): Promise<void> {
    await this.api.remove(adId);
    // A half-finished form for the deleted ad must not come back on the next visit.
    if (this.store.readProgress()?.adId === adId) this.store.clear();
  }
}
