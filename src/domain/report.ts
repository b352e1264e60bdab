import type * as ShapesConversations from './shapes/conversations';

/** Why an ad is reported from its page. */
export const AD_REPORT_REASONS = [
  'fraud',
  'wrong_information',
  'offensive',
  'duplicate',
  'no_longer_available',
  'other',
] as const;
export type AdReportReason = (typeof AD_REPORT_REASONS)[number];

/** A report's way through the moderators' queue. */
export const REPORT_STATUSES = ['open', 'in_review', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What came of a resolved report: the content was acted on, or no violation was found. */
export const REPORT_OUTCOMES = ['actioned', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What was reported: an ad (by anyone, from its page) or a conversation (by one of its two people). */
export const REPORT_SUBJECTS = ['ad', 'conversation'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/**
 * What was reported, as it stood when reported: the ad's text and its seller, or the conversation's messages. Kept with
 * the report, so deleting the ad or the account that wrote it does not destroy the evidence a decision rests on.
 */
export type ReportEvidence = ShapesConversations.ReportEvidence;

/** A report as the administrators see it. */
export type Report = ShapesConversations.Report;

/** A conversation's messages as a moderator reads them for a report: who wrote, not their addresses. */
export type ReportedMessage = ShapesConversations.ReportedMessage;
