import type { Report, ReportedMessage, ReportOutcome, ReportStatus } from '../../src/domain/report';
import type { ReportsApi } from '../../src/application/admin/ports';
import { RequestError } from '../../src/application/shared/RequestError';

/** The report queue as the server keeps it (server/moderation/). */
export class ReportsApiInMemory implements ReportsApi {
  reports: Report[] = [];
  messages = new Map<string, ReportedMessage[]>();

  async list(status: ReportStatus | 'all'): Promise<Report[]> {
    return this.reports.filter((r) => status === 'all' || r.status === status);
  }

  async get(id: string): Promise<{ report: Report; messages: ReportedMessage[] }> {
    return { report: this.find(id), messages: this.messages.get(id) ?? [] };
  }

  async update(id: string, change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome }): Promise<Report> {
    const before = this.find(id);
    // The server's rule: a resolved report's outcome stands; only its note changes.
    if (
      before.status === 'resolved' &&
      ((change.status !== undefined && change.status !== 'resolved') ||
        (change.outcome !== undefined && change.outcome !== before.outcome))
    )
      throw new RequestError('http', 'REPORT_RESOLVED', 'This report is resolved and its outcome stands', 409);
    const report = { ...before, ...change, updatedAt: new Date().toISOString() };
    this.reports = this.reports.map((r) => (r.id === id ? report : r));
    return report;
  }

  /** What the server does to an ad's open reports when a moderator takes the ad down. */
  resolveOpenOfAd(adId: string, note: string): void {
    this.reports = this.reports.map((r) =>
      r.ad?.id === adId && r.status !== 'resolved' ? { ...r, status: 'resolved', outcome: 'actioned', note } : r,
    );
  }

  private find(id: string): Report {
    const report = this.reports.find((r) => r.id === id);
    if (!report) throw new RequestError('http', 'NOT_FOUND', 'Report not found', 404);
    return report;
  }
}
