import type * as ShapesDecisions from './shapes/decisions';
import { COMPLAINT_OUTCOMES, DECISION_GROUNDS, DECISION_KINDS } from './decisionValues';

export {
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  DECISION_GROUNDS,
  DECISION_KINDS,
} from './decisionValues';

/*
 * Decisions about content the way the Digital Services Act asks: every restriction (an ad held or rejected before
 * publication, taken down, an account blocked) and every dismissed notice is a decision with a statement of reasons
 * (Art. 17) to the person it concerns — what was decided, the facts, the ground, whether automated means were used, and
 * how to contest it — and it can be contested once by an internal complaint for six months (Art. 20), answered with
 * reasons by a moderator other than the one who decided.
 */

export type DecisionKind = (typeof DECISION_KINDS)[number];

export type DecisionGround = (typeof DECISION_GROUNDS)[number];

/** The grounds a moderator may give for rejecting an ad or taking one down. */
const AD_GROUNDS: readonly DecisionGround[] = [
  'fraud',
  'misleading',
  'discrimination',
  'foreign_images',
  'energy_details',
  'not_real_estate',
  'unlawful',
];

/** The grounds a moderator may give for each kind of decision (the held ground is the automated check's alone). */
export const GROUNDS_FOR: Record<Exclude<DecisionKind, 'ad_held' | 'report_dismissed'>, readonly DecisionGround[]> = {
  ad_rejected: AD_GROUNDS,
  ad_taken_down: AD_GROUNDS,
  account_blocked: ['account_misuse', 'fraud', 'discrimination', 'unlawful'],
};

/** The ground a decision takes when the caller names none (the terms' general clause for each). */
export const DEFAULT_GROUND: Record<keyof typeof GROUNDS_FOR, DecisionGround> = {
  ad_rejected: 'misleading',
  ad_taken_down: 'unlawful',
  account_blocked: 'account_misuse',
};

/** Six months from the statement of reasons (DSA Art. 20(1)): the time to lodge a complaint. */
export const COMPLAINT_WINDOW_DAYS = 183;
export const COMPLAINT_TEXT_MIN = 10;

export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export type Decision = ShapesDecisions.Decision;
export type Complaint = ShapesDecisions.Complaint;
export type ComplaintCase = ShapesDecisions.ComplaintCase;
export type TransparencyPeriod = ShapesDecisions.TransparencyPeriod;

/** The last moment a complaint against a decision made then is accepted. */
export function complaintDeadline(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + COMPLAINT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Whether the person a decision concerns may still complain: within six months, once, and not after the decision was
 * already reversed (by a moderator approving a held ad, say).
 */
export function canComplain(
  decision: { decidedAt: string; reversed: boolean; complaint: unknown },
  now: Date,
): boolean {
  return !decision.reversed && decision.complaint === null && now <= complaintDeadline(new Date(decision.decidedAt));
}

/** The half-year a moment falls in, as the transparency report names it: "2026-H2". */
export function halfYearOf(at: Date): string {
  return `${at.getUTCFullYear()}-H${at.getUTCMonth() < 6 ? 1 : 2}`;
}

/** The median of some durations (in hours, one decimal), or null when there are none. */
export function medianHours(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median / 360_000) / 10;
}
