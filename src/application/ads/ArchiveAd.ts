import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

export class ArchiveAd {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string): Promise<Ad> {
    return this.api.update(adId, { status: 'archived' });
  }
}
