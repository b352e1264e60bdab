import type { UnitOfWork } from '../platform/ports';
import { LEARNED_DECISIONS, ScamClassifier, type ClassifierQuality } from './ScamClassifier';

/** What the desk shows of the learned signal: how it did on the newest decisions after learning from the older. */
export class ReadClassifierQuality {
  constructor(private readonly deps: { uow: UnitOfWork<'riskAssessments'> }) {}

  async execute(): Promise<ClassifierQuality> {
    return ScamClassifier.quality(await this.deps.uow.repos.riskAssessments.decisionsOnHolds(LEARNED_DECISIONS));
  }
}
