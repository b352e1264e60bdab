import type { Ad } from '../../domain/ad';
import type { OwnAdsApi, CreditBalance } from './ports';

export class LoadMyAds {
  constructor(private readonly api: OwnAdsApi) {}

  async execute(): Promise<{ ads: Ad[]; credits: CreditBalance[] }> {
    const [ads, credits] = await Promise.all([this.api.mine(), this.api.credits()]);
    return { ads, credits };
  }
}
