import type { RiskOutcome } from '../../domain/risk';
import type { ModerationApi } from './ports';

/** How the risk check's holds fared on the desk, per signal: its false alarms are what a moderator approved. */
export class LoadRiskOutcomes {
  constructor(private readonly api: ModerationApi) {}

  execute(): Promise<RiskOutcome[]> {
    return this.api.riskOutcomes();
  }
}
