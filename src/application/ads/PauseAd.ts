import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

/** Takes a live ad offline for a while, free of charge; it keeps the runtime it has left. */
export class PauseAd {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string): Promise<Ad> {
    return this.api.pause(adId);
  }
}
