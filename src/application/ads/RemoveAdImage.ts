import type { Ad } from '../../domain/ad';
import type { AdsApi } from './ports';

export class RemoveAdImage {
  constructor(private readonly api: AdsApi) {}

  execute(adId: string, imageId: string): Promise<Ad> {
    return this.api.removeImage(adId, imageId);
  }
}
