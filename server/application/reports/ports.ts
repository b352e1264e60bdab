import type { ReportStatus, ReportSubject } from '../../../src/domain/report';

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
  createdAt: Date;
  updatedAt: Date;
}

export interface ReportRepository {
  create(report: Pick<ReportRecord, 'subject' | 'adId' | 'conversationId' | 'reporterId' | 'reason' | 'details'> & { now: Date }): Promise<ReportRecord>;
  findById(id: string): Promise<ReportRecord | null>;
  /** Oldest first within a status (the queue's order); every status when none is given. */
  list(status: ReportStatus | null, limit: number): Promise<ReportRecord[]>;
  update(id: string, change: { status?: ReportStatus; note?: string; now: Date }): Promise<ReportRecord | null>;
  countOpen(): Promise<number>;
}
