import { isAdId, type Ad } from '../../domain/ad';
import { DomainError } from '../../domain/errors';
import type { PublicAdsApi } from './ports';

export class LoadAd {
  constructor(private readonly api: PublicAdsApi) {}

  /** An address that cannot name an ad (/ads/12345) is "not found" like an unknown ad, without asking the server. */
  execute(id: string): Promise<Ad> {
    if (!isAdId(id)) return Promise.reject(new DomainError('NOT_FOUND', 'Ad not found'));
    return this.api.get(id);
  }
}
