import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

/** Hochschieben: one ad credit puts a live ad first among the newest ads; its end stays. */
export class BumpAd {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string, packageId: string | null = null): Promise<Ad> {
    return this.api.bump(adId, packageId);
  }
}
