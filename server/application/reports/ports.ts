import type { ReportEvidence, ReportStatus, ReportSubject } from '../../../src/domain/report';

export interface ReportRecord {
  id: string;
  subject: ReportSubject;
  adId: string | null;
  conversationId: string | null;
  reporterId: string | null;
  reason: string;
  details: string;
  status: ReportStatus;
  note: string;
  evidence: ReportEvidence | null;
  createdAt: Date;
  updatedAt: Date;
}

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
