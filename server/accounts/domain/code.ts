import type { oneTimeCodes } from '../tables';

/** A mailed one-time code (docs/decisions.md §2): stored hashed, 10 minutes, single use, at most 5 wrong tries. */
export type CodeRecord = (typeof oneTimeCodes)['$inferSelect'];
export type CodePurpose = CodeRecord['purpose'];
