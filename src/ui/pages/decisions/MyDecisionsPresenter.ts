import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadMyDecisions } from '../../../application/account/LoadMyDecisions';
import type { Decision } from '../../../domain/decisions';

/** The statements of reasons a person received, for their dashboard (an empty list shows nothing). */
@injectable()
export class MyDecisionsPresenter {
  decisions: Decision[] = [];
  private readonly deps: { load: LoadMyDecisions };

  constructor(@inject(LoadMyDecisions) load: LoadMyDecisions) {
    this.deps = { load };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const decisions = await this.deps.load.execute();
      runInAction(() => (this.decisions = decisions));
    } catch {
      // The dashboard's own list says when the server cannot be reached; this section then stays away.
    }
  }
}
