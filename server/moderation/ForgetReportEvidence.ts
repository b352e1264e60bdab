import type { Clock, UnitOfWork } from '../platform/ports';

const EVIDENCE_KEPT_MS = 183 * 24 * 60 * 60 * 1000;

/** Evidence is kept while a decision may be contested, and deleted six months after it (collect the least). */
export class ForgetReportEvidence {
  constructor(private readonly deps: { uow: UnitOfWork<'reports'>; clock: Clock }) {}

  execute(): Promise<number> {
    return this.deps.uow.repos.reports.forgetEvidenceResolvedBefore(
      new Date(this.deps.clock.now().getTime() - EVIDENCE_KEPT_MS),
    );
  }
}
