import type { ReportOutcome, ReportStatus } from '../../../src/domain/report';
import type { reports } from '../../infrastructure/db/schema/reports';

export type ReportRecord = (typeof reports)['$inferSelect'];

export interface ReportRepository {
  create(report: Pick<ReportRecord, 'subject' | 'adId' | 'conversationId' | 'reporterId' | 'reason' | 'details' | 'evidence'> & { now: Date }): Promise<ReportRecord>;
  findById(id: string): Promise<ReportRecord | null>;
  /** Oldest first within a status (the queue's order); every status when none is given. */
  list(status: ReportStatus | null, limit: number): Promise<ReportRecord[]>;
  /** Resolving a report sets its outcome and time of resolution. */
  update(id: string, change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome; now: Date }): Promise<ReportRecord | null>;
  countOpen(): Promise<number>;
  /** The ad's reports not yet resolved become resolved, acted on, with this note (the ad was taken offline). */
  resolveOpenOfAd(adId: string, note: string, now: Date): Promise<{ id: string; reporterId: string | null }[]>;
  /** Evidence of reports resolved before then is deleted (the report, its reason and outcome stay); how many. */
  forgetEvidenceResolvedBefore(before: Date): Promise<number>;
}
