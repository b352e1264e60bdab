import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

/** Shows a paused ad again, free of charge, for the runtime it had left when it was paused. */
export class ResumeAd {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string): Promise<Ad> {
    return this.api.resume(adId);
  }
}
