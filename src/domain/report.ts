import type * as ShapesConversations from './shapes/conversations';
import { REPORT_OUTCOMES, REPORT_STATUSES } from './reportValues';

export { REPORT_OUTCOMES, REPORT_STATUSES, REPORT_SUBJECTS } from './reportValues';

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

export type ReportStatus = (typeof REPORT_STATUSES)[number];

export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * What was reported, as it stood when reported: the ad's text and its seller, or the conversation's messages. Kept with
 * the report, so deleting the ad or the account that wrote it does not destroy the evidence a decision rests on.
 */
export type ReportEvidence = ShapesConversations.ReportEvidence;

/** A report as the administrators see it. */
export type Report = ShapesConversations.Report;

/** A conversation's messages as a moderator reads them for a report: who wrote, not their addresses. */
export type ReportedMessage = ShapesConversations.ReportedMessage;
