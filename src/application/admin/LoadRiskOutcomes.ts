import type { ClassifierQuality, RiskOutcome } from '../../domain/risk';
import type { ModerationApi } from './ports';

/**
 * How the risk check's holds fared on the desk, per signal (its false alarms are what a moderator approved), and how
 * the signal learned from those decisions does on the newest of them.
 */
export class LoadRiskOutcomes {
  constructor(private readonly api: ModerationApi) {}

  async execute(): Promise<{ outcomes: RiskOutcome[]; learned: ClassifierQuality }> {
    const [outcomes, learned] = await Promise.all([this.api.riskOutcomes(), this.api.riskClassifier()]);
    return { outcomes, learned };
  }
}
