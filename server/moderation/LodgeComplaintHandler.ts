import { complaintDeadline, type Decision } from '../../src/domain/decisions';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { complaintText } from './complaintText';
import { toDecision } from './decisionView';
import { openedDecision, type DecisionAccess } from './ReadDecisions';

/**
 * An internal complaint against a decision (DSA Art. 20): by the person it concerns, once, within six months of the
 * statement, free of charge, and not against a decision already undone. The audit log records it; the moderators' desk
 * lists it for someone other than the one who decided.
 */
export class LodgeComplaintHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'auditLog' | 'decisions'>; clock: Clock }) {}

  async execute(id: string, access: DecisionAccess, text: string): Promise<Decision> {
    const trimmed = complaintText('text', text);
    const now = this.deps.clock.now();
    const lodged = await this.deps.uow.transaction(async (repos) => {
      const decision = await openedDecision(repos, id, access);
      if (decision.reversedAt !== null)
        throw new ApiError(409, 'DECISION_REVERSED', 'This decision was already reversed');
      if (now > complaintDeadline(decision.createdAt))
        throw new ApiError(409, 'COMPLAINT_PERIOD_OVER', 'Complaints are accepted for six months after a decision');
      const complaint = await repos.decisions.lodge(id, trimmed, now);
      if (!complaint)
        throw new ApiError(409, 'ALREADY_COMPLAINED', 'A complaint about this decision was already lodged');
      await repos.auditLog.record({
        adminId: null,
        adminEmail: '',
        action: 'complaint_lodged',
        targetId: id,
        targetLabel: decision.adTitle ?? decision.kind,
        detail: decision.kind,
        createdAt: now,
      });
      return { decision, complaint };
    });
    return toDecision(lodged.decision, lodged.complaint, now);
  }
}
