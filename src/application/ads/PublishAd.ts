import type { Ad } from '../../domain/ad';
import type { AdFormStore, OwnAdsApi } from './ports';

export class PublishAd {
  constructor(
    private readonly api: OwnAdsApi,
    private readonly store: AdFormStore,
  ) {}

  /** Spends one credit (of the chosen package, if any); the finished form forgets its progress. */
  async execute(adId: string, packageId: string | null): Promise<Ad> {
    const ad = await this.api.publish(adId, packageId);
    this.store.clear();
    return ad;
  }
}
