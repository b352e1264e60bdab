import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadRiskOutcomes } from '../../../application/admin/LoadRiskOutcomes';
import { DomainError } from '../../../domain/errors';
import type { ClassifierQuality, RiskOutcome } from '../../../domain/risk';

/** The risk check's record on the desk: per signal, the ads it held and how moderators decided them. */
@injectable()
export class RiskOutcomesPresenter {
  outcomes: RiskOutcome[] = [];
  learned: ClassifierQuality | null = null;
  loading = true;
  errorCode: string | null = null;
  private readonly deps: { load: LoadRiskOutcomes };

  constructor(@inject(LoadRiskOutcomes) load: LoadRiskOutcomes) {
    this.deps = { load };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.errorCode = null;
    try {
      const { outcomes, learned } = await this.deps.load.execute();
      runInAction(() => {
        this.outcomes = outcomes;
        this.learned = learned;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Share of the decided holds a moderator approved: the signal's false alarms; null before any decision. */
  falseAlarmRate(outcome: RiskOutcome): number | null {
    const decided = outcome.approved + outcome.rejected;
    return decided === 0 ? null : outcome.approved / decided;
  }
}
