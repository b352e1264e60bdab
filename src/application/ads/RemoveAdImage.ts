import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

export class RemoveAdImage {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string, imageId: string): Promise<Ad> {
    return this.api.removeImage(adId, imageId);
  }
}
