import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../domain/ad';
import { SearchAds } from '../../application/ads/SearchAds';

@injectable()
export class LandingPresenter {
  featured: Ad[] = [];
  latest: Ad[] = [];
  loading = true;
  failed = false;
  private readonly deps: { searchAds: SearchAds };

  constructor(@inject(SearchAds) searchAds: SearchAds) {
    this.deps = { searchAds };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const [featured, latest] = await Promise.all([
        this.deps.searchAds.execute({ featured: true }, null, 3),
        this.deps.searchAds.execute({ sort: 'newest' }, null, 6),
      ]);
      runInAction(() => {
        this.featured = featured.items;
        this.latest = latest.items;
      });
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
