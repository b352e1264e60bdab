import type { AdStatsReport } from '../../domain/adStats';
import type { OwnAdsApi } from './ports';

/** An own ad's views, Merkliste saves and contacts per day. */
export class LoadAdStats {
  constructor(private readonly api: OwnAdsApi) {}

  execute(adId: string, days = 30): Promise<AdStatsReport> {
    return this.api.stats(adId, days);
  }
}
