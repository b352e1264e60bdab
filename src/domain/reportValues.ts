/** What came of a resolved report: the content was acted on, or no violation was found. */
export const REPORT_OUTCOMES = ['actioned', 'dismissed'] as const;

/** A report's way through the moderators' queue. */
export const REPORT_STATUSES = ['open', 'in_review', 'resolved'] as const;

/** What was reported: an ad (by anyone, from its page) or a conversation (by one of its two people). */
export const REPORT_SUBJECTS = ['ad', 'conversation'] as const;
