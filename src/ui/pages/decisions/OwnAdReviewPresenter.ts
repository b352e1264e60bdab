import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadMyDecisions } from '../../../application/account/LoadMyDecisions';
import type { Decision } from '../../../domain/decisions';

/**
 * Why the owner's ad is not online, beside the ad as it will look: the latest statement of reasons about it that still
 * stands (a hold by the risk check names the kinds of signal; a moderator's decision their words).
 */
@injectable()
export class OwnAdReviewPresenter {
  decision: Decision | null = null;
  private readonly deps: { load: LoadMyDecisions };

  constructor(@inject(LoadMyDecisions) load: LoadMyDecisions) {
    this.deps = { load };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(adId: string): Promise<void> {
    try {
      const decisions = await this.deps.load.execute();
      const latest = decisions
        .filter((d) => d.ad?.id === adId && !d.reversed)
        .sort((a, b) => b.decidedAt.localeCompare(a.decidedAt))[0];
      runInAction(() => (this.decision = latest ?? null));
    } catch {
      // The status line stands without the reasons; the dashboard lists the statements too.
      runInAction(() => (this.decision = null));
    }
  }
}
