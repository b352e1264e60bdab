import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { OperatorInfo } from '../../../application/site/ports';
import { LoadOperatorInfo } from '../../../application/site/LoadOperatorInfo';
import type { Prerenderable } from '../../app/prerenderedState';

interface LegalData {
  operator: OperatorInfo | null;
  failed: boolean;
}

@injectable()
export class LegalPresenter implements Prerenderable<LegalData> {
  operator: OperatorInfo | null = null;
  failed = false;
  private readonly deps: { loadOperatorInfo: LoadOperatorInfo };

  constructor(@inject(LoadOperatorInfo) loadOperatorInfo: LoadOperatorInfo) {
    this.deps = { loadOperatorInfo };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    if (this.operator) return;
    try {
      const operator = await this.deps.loadOperatorInfo.execute();
      runInAction(() => (this.operator = operator));
    } catch {
      runInAction(() => (this.failed = true));
    }
  }

  snapshot(): LegalData {
    return { operator: this.operator, failed: this.failed };
  }

  restore({ operator, failed }: LegalData): void {
    this.operator = operator;
    this.failed = failed;
  }
}
