import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadAdminStats } from '../../../application/admin/LoadAdminStats';
import type { AdminStats } from '../../../application/admin/ports';

/** The dashboard's figures: people, ads online and waiting, revenue. */
@injectable()
export class AdminStatsPresenter {
  stats: AdminStats | null = null;
  private readonly deps: { stats: LoadAdminStats };

  constructor(@inject(LoadAdminStats) stats: LoadAdminStats) {
    this.deps = { stats };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const stats = await this.deps.stats.execute();
      runInAction(() => (this.stats = stats));
    } catch {
      // The figures are a convenience; the tables below still work.
    }
  }
}
