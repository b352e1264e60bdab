import { Type, type Static } from 'typebox';
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
  DECISION_GROUNDS,
  DECISION_KINDS,
} from '../decisionValues';
import { Nullable, StringEnum } from './schema';

/** An internal complaint against a decision (DSA Art. 20) and, once decided, its reasoned answer. */
export const ComplaintSchema = Type.Object({
  id: Type.String(),
  text: Type.String(),
  status: StringEnum(COMPLAINT_STATUSES),
  answer: Nullable(Type.String()),
  createdAt: Type.String(),
  answeredAt: Nullable(Type.String()),
});

/** A statement of reasons (DSA Art. 17) as the person it concerns reads it. */
export const DecisionSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(DECISION_KINDS),
  ground: StringEnum(DECISION_GROUNDS),
  /** The facts and circumstances relied on, in the moderator's words (or the automated check's kinds of signal). */
  facts: Type.String(),
  /** Whether the content was found by automated means (the risk check) and whether the decision itself was automated. */
  automatedDetection: Type.Boolean(),
  automatedDecision: Type.Boolean(),
  /** The ad it is about, as it was called then (null for an account decision). */
  ad: Nullable(Type.Object({ id: Nullable(Type.String()), title: Type.String() })),
  decidedAt: Type.String(),
  /** Until when a complaint is accepted (six months). */
  complaintDeadline: Type.String(),
  /** Undone since: by a complaint, or a moderator approving a held ad. */
  reversed: Type.Boolean(),
  complaint: Nullable(ComplaintSchema),
  canComplain: Type.Boolean(),
});

/** A complaint on the moderators' desk: the decision it contests, who complains, and whether this moderator may decide. */
export const ComplaintCaseSchema = Type.Object({
  complaint: ComplaintSchema,
  decision: DecisionSchema,
  complainant: Nullable(Type.String()),
  /** The moderator who decided (null for an automated decision). */
  decidedBy: Nullable(Type.String()),
  /** False for the moderator who made the decision: another must answer (Art. 20(6)). */
  mayDecide: Type.Boolean(),
});

export const ComplaintBody = Type.Object(
  {
    text: Type.String({ maxLength: COMPLAINT_TEXT_MAX * 2 }),
    /** The secret from the statement's mail, for a person who cannot sign in (a blocked account). */
    token: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const ComplaintAnswerBody = Type.Object(
  { outcome: StringEnum(COMPLAINT_OUTCOMES), answer: Type.String({ maxLength: COMPLAINT_TEXT_MAX * 2 }) },
  { additionalProperties: false },
);

const Count = Type.Object({ key: Type.String(), count: Type.Integer() });

/** One half-year of the transparency report (DSA Art. 15 and 24), counted from the decisions, notices and complaints. */
export const TransparencyPeriodSchema = Type.Object({
  period: Type.String(),
  from: Type.String(),
  to: Type.String(),
  notices: Type.Object({
    total: Type.Integer(),
    byReason: Type.Array(Count),
    actioned: Type.Integer(),
    dismissed: Type.Integer(),
    medianHours: Nullable(Type.Number()),
  }),
  actions: Type.Object({ total: Type.Integer(), byGround: Type.Array(Count), byKind: Type.Array(Count) }),
  automated: Type.Object({
    detections: Type.Integer(),
    reversed: Type.Integer(),
    reversalRate: Nullable(Type.Number()),
  }),
  complaints: Type.Object({
    lodged: Type.Integer(),
    upheld: Type.Integer(),
    reversed: Type.Integer(),
    open: Type.Integer(),
    medianHours: Nullable(Type.Number()),
  }),
});

export type Complaint = Static<typeof ComplaintSchema>;
export type Decision = Static<typeof DecisionSchema>;
export type ComplaintCase = Static<typeof ComplaintCaseSchema>;
export type TransparencyPeriod = Static<typeof TransparencyPeriodSchema>;
