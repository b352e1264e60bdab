import type { RiskOutcome } from '../../src/domain/risk';
import type { UnitOfWork } from '../platform/ports';

/** How the holds of each signal fared: the desk's false-alarm rate per signal. */
export class ReadRiskOutcomes {
  constructor(private readonly deps: { uow: UnitOfWork<'riskAssessments'> }) {}

  execute(): Promise<RiskOutcome[]> {
    return this.deps.uow.repos.riskAssessments.outcomesBySignal();
  }
}
