import type { ReportStatus } from '../../../src/domain/report';
import type { reports } from '../../infrastructure/db/schema/messages';

export type ReportRecord = (typeof reports)['$inferSelect'];

export interface ReportRepository {
  create(report: Pick<ReportRecord, 'subject' | 'adId' | 'conversationId' | 'reporterId' | 'reason' | 'details' | 'evidence'> & { now: Date }): Promise<ReportRecord>;
  findById(id: string): Promise<ReportRecord | null>;
  /** Oldest first within a status (the queue's order); every status when none is given. */
  list(status: ReportStatus | null, limit: number): Promise<ReportRecord[]>;
  update(id: string, change: { status?: ReportStatus; note?: string; now: Date }): Promise<ReportRecord | null>;
  countOpen(): Promise<number>;
  /** The ad's reports not yet resolved become resolved with this note (the ad was taken offline); their ids. */
  resolveOpenOfAd(adId: string, note: string, now: Date): Promise<string[]>;
  /** Evidence of reports resolved before then is deleted (the report, its reason and outcome stay); how many. */
  forgetEvidenceResolvedBefore(before: Date): Promise<number>;
}
