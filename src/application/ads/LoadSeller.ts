import type { SellerProfile } from '../../domain/conversation';
import type { PublicAdsApi } from './ports';

/** The seller card on an ad's page: who offers it, how they answer, what else they offer. */
export class LoadSeller {
  constructor(private readonly api: PublicAdsApi) {}

  execute(adId: string): Promise<SellerProfile> {
    return this.api.seller(adId);
  }
}
