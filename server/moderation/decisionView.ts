import { canComplain, complaintDeadline, type Complaint, type Decision } from '../../src/domain/decisions';
import type { ComplaintRecord, DecisionRecord } from './ports';

export function toComplaint(complaint: ComplaintRecord): Complaint {
  return {
    id: complaint.id,
    text: complaint.text,
    status: complaint.status,
    answer: complaint.answer,
    createdAt: complaint.createdAt.toISOString(),
    answeredAt: complaint.answeredAt?.toISOString() ?? null,
  };
}

/** A statement of reasons as its recipient (and the moderator answering a complaint) reads it. */
export function toDecision(decision: DecisionRecord, complaint: ComplaintRecord | null, now: Date): Decision {
  const view = {
    id: decision.id,
    kind: decision.kind,
    ground: decision.ground,
    facts: decision.facts,
    automatedDetection: decision.automatedDetection,
    automatedDecision: decision.automatedDecision,
    ad: decision.adTitle !== null ? { id: decision.adId, title: decision.adTitle } : null,
    decidedAt: decision.createdAt.toISOString(),
    complaintDeadline: complaintDeadline(decision.createdAt).toISOString(),
    reversed: decision.reversedAt !== null,
    complaint: complaint ? toComplaint(complaint) : null,
  };
  return { ...view, canComplain: canComplain(view, now) };
}
