import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadTransparencyReport } from '../../../application/site/LoadTransparencyReport';
import type { TransparencyPeriod } from '../../../domain/decisions';
import type { Prerenderable } from '../../app/prerenderedState';

interface TransparencyData {
  periods: TransparencyPeriod[] | null;
  failed: boolean;
}

/** The transparency report's half-years (rendered by the server, so the page is complete without JavaScript). */
@injectable()
export class TransparencyPresenter implements Prerenderable<TransparencyData> {
  periods: TransparencyPeriod[] | null = null;
  failed = false;
  private readonly deps: { load: LoadTransparencyReport };

  constructor(@inject(LoadTransparencyReport) load: LoadTransparencyReport) {
    this.deps = { load };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    if (this.periods) return;
    try {
      const periods = await this.deps.load.execute();
      runInAction(() => (this.periods = periods));
    } catch {
      runInAction(() => (this.failed = true));
    }
  }

  snapshot(): TransparencyData {
    return { periods: this.periods, failed: this.failed };
  }

  restore({ periods, failed }: TransparencyData): void {
    this.periods = periods;
    this.failed = failed;
  }
}
