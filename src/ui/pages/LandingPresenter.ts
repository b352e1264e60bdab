import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../domain/ad';
import { SearchAds } from '../../application/ads/SearchAds';
import type { Prerenderable } from '../app/prerenderedState';

interface LandingData {
  featured: Ad[];
  latest: Ad[];
  failed: boolean;
}

const FEATURED = 3;
const LATEST = 6;

@injectable()
export class LandingPresenter implements Prerenderable<LandingData> {
  featured: Ad[] = [];
  latest: Ad[] = [];
  loading = true;
  failed = false;
  /** Shown as the server rendered it: nothing to fetch again. */
  private fromServer = false;
  private readonly deps: { searchAds: SearchAds };

  constructor(@inject(SearchAds) searchAds: SearchAds) {
    this.deps = { searchAds };
    makeAutoObservable<this, 'deps' | 'fromServer'>(this, { deps: false, fromServer: false });
  }

  async load(): Promise<void> {
    if (this.fromServer) return;
    this.loading = true;
    this.failed = false;
    try {
      const [featured, latest] = await Promise.all([
        this.deps.searchAds.execute({ featured: true }, null, FEATURED),
        // As many more as could be featured: the newest are shown without the ads already shown as featured.
        this.deps.searchAds.execute({ sort: 'newest' }, null, LATEST + FEATURED),
      ]);
      runInAction(() => {
        this.featured = featured.items;
        const shown = new Set(featured.items.map((ad) => ad.id));
        this.latest = latest.items.filter((ad) => !shown.has(ad.id)).slice(0, LATEST);
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  snapshot(): LandingData {
    return { featured: this.featured, latest: this.latest, failed: this.failed };
  }

  restore({ featured, latest, failed }: LandingData): void {
    Object.assign(this, { featured, latest, failed, loading: false, fromServer: true });
  }
}
