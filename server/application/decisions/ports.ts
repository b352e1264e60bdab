import type { ComplaintOutcome } from '../../../src/domain/decisions';
import type { complaints, moderationDecisions } from '../../infrastructure/db/schema/decisions';

export type DecisionRecord = (typeof moderationDecisions)['$inferSelect'];
export type ComplaintRecord = (typeof complaints)['$inferSelect'];
export type NewDecision = Omit<DecisionRecord, 'id' | 'reversedAt' | 'createdAt'> & { createdAt: Date };

/** The statements of reasons and the complaints against them (DSA Art. 17 and 20). */
export interface DecisionRepository {
  create(decision: NewDecision): Promise<DecisionRecord>;
  findById(id: string): Promise<DecisionRecord | null>;
  /** The person's decisions, newest first, each with its complaint if one was lodged. */
  ofRecipient(
    recipientId: string,
    limit: number,
  ): Promise<{ decision: DecisionRecord; complaint: ComplaintRecord | null }[]>;
  /** The ad's hold by the automated check that still stands (at most one: a hold is reversed or followed by a decision). */
  standingHoldOf(adId: string): Promise<DecisionRecord | null>;
  markReversed(id: string, at: Date): Promise<void>;
  complaintOf(decisionId: string): Promise<ComplaintRecord | null>;
  /** Null when the decision already has a complaint (one per decision). */
  lodge(decisionId: string, text: string, at: Date): Promise<ComplaintRecord | null>;
  findComplaint(id: string): Promise<ComplaintRecord | null>;
  /** Open complaints oldest first, or every complaint newest first. */
  complaints(open: boolean, limit: number): Promise<ComplaintRecord[]>;
  /** Only an open complaint is answered (null when another moderator answered it first). */
  answer(
    id: string,
    change: { outcome: ComplaintOutcome; answer: string; handledBy: string; at: Date },
  ): Promise<ComplaintRecord | null>;
}

/** Counts per half-year ("2026-H2"), grouped as the transparency report needs them. */
export interface TransparencyFacts {
  notices: { period: string; reason: string; outcome: string | null; count: number }[];
  decisions: {
    period: string;
    kind: string;
    ground: string;
    automatedDetection: boolean;
    reversed: boolean;
    count: number;
  }[];
  complaints: { period: string; status: string; count: number }[];
  /** Median time from a notice to its resolution, and from a complaint to its answer (ms), per half-year. */
  medians: { period: string; of: 'notices' | 'complaints'; ms: number }[];
}

/** What the transparency report (DSA Art. 15 and 24) is counted from: the notices, decisions and complaints. */
export interface TransparencyFigures {
  facts(): Promise<TransparencyFacts>;
}
