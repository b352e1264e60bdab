import type { Ad } from '../../domain/ad';
import type { PublicAdsApi } from './ports';

/** "Ähnliche Anzeigen" under an ad, and the way on from an ad that is gone. */
export class LoadSimilarAds {
  constructor(private readonly api: PublicAdsApi) {}

  execute(id: string): Promise<Ad[]> {
    return this.api.similar(id);
  }
}
