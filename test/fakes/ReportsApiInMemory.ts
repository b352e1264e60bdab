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
    const report = { ...this.find(id), ...change, updatedAt: new Date().toISOString() };
    this.reports = this.reports.map((r) => (r.id === id ? report : r));
    return report;
  }

  private find(id: string): Report {
    const report = this.reports.find((r) => r.id === id);
    if (!report) throw new RequestError('http', 'NOT_FOUND', 'Report not found', 404);
    return report;
  }
}
