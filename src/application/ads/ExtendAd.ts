import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

/** Verlängern: one ad credit adds its package's runtime (from today for an ad that ran out). */
export class ExtendAd {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string, packageId: string | null = null): Promise<Ad> {
    return this.api.extend(adId, packageId);
  }
}
