import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { WeekFigures } from '../../../domain/adStats';
import { LoadWeeklyFigures } from '../../../application/admin/LoadWeeklyFigures';

/** The admin dashboard's weekly growth: new users, new ads and revenue of the last twelve weeks. */
@injectable()
export class WeeklyFiguresPresenter {
  weeks: WeekFigures[] = [];
  failed = false;
  private readonly deps: { load: LoadWeeklyFigures };

  constructor(@inject(LoadWeeklyFigures) load: LoadWeeklyFigures) {
    this.deps = { load };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const weeks = await this.deps.load.execute(12);
      runInAction(() => {
        this.weeks = weeks;
        this.failed = false;
      });
    } catch {
      runInAction(() => (this.failed = true));
    }
  }
}
