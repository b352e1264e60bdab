import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { OperatorInfo } from '../../../application/site/ports';
import { LoadOperatorInfo } from '../../../application/site/LoadOperatorInfo';

@injectable()
export class LegalPresenter {
  operator: OperatorInfo | null = null;
  failed = false;
  private readonly deps: { loadOperatorInfo: LoadOperatorInfo };

  constructor(@inject(LoadOperatorInfo) loadOperatorInfo: LoadOperatorInfo) {
    this.deps = { loadOperatorInfo };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const operator = await this.deps.loadOperatorInfo.execute();
      runInAction(() => (this.operator = operator));
    } catch {
      runInAction(() => (this.failed = true));
    }
  }
}
