import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../domain/ad';
import type { AdStatsReport } from '../../../domain/adStats';
import { DomainError } from '../../../domain/errors';
import { LoadAd } from '../../../application/ads/LoadAd';
import { LoadAdStats } from '../../../application/ads/LoadAdStats';

export const STATS_RANGES = [7, 30, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

/** One ad's views, Merkliste saves and contacts per day, over a chosen range. */
@injectable()
export class AdStatsPresenter {
  ad: Ad | null = null;
  report: AdStatsReport | null = null;
  range: StatsRange = 30;
  loading = true;
  errorCode: string | null = null;
  private readonly deps: { loadAd: LoadAd; loadStats: LoadAdStats };

  constructor(@inject(LoadAd) loadAd: LoadAd, @inject(LoadAdStats) loadStats: LoadAdStats) {
    this.deps = { loadAd, loadStats };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(adId: string, range: StatsRange = this.range): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    this.range = range;
    try {
      const [ad, report] = await Promise.all([
        this.ad?.id === adId ? this.ad : this.deps.loadAd.execute(adId),
        this.deps.loadStats.execute(adId, range),
      ]);
      runInAction(() => {
        this.ad = ad;
        this.report = report;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The days as the chart shows them, oldest first; the series in a fixed order. */
  get series(): { labels: string[]; views: number[]; saves: number[]; contacts: number[] } {
    const days = this.report?.days ?? [];
    return {
      labels: days.map((d) => d.day),
      views: days.map((d) => d.views),
      saves: days.map((d) => d.saves),
      contacts: days.map((d) => d.contacts),
    };
  }
}
