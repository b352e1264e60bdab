import type { Ad } from '../../domain/ad';
import type { AdsApi } from './ports';

export class ArchiveAd {
  constructor(private readonly api: AdsApi) {}

  execute(adId: string): Promise<Ad> {
    return this.api.update(adId, { status: 'archived' });
  }
}
