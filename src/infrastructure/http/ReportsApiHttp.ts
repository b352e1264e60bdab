import { inject, injectable } from 'inversify';
import type { Report, ReportedMessage, ReportOutcome, ReportStatus } from '../../domain/report';
import type { ReportsApi } from '../../application/admin/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class ReportsApiHttp implements ReportsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(status: ReportStatus | 'all'): Promise<Report[]> {
    return (await this.http.get<Report[]>('/admin/reports', { query: { status } })).data;
  }

  async get(id: string): Promise<{ report: Report; messages: ReportedMessage[] }> {
    return (
      await this.http.get<{ report: Report; messages: ReportedMessage[] }>(`/admin/reports/${encodeURIComponent(id)}`)
    ).data;
  }

  async update(id: string, change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome }): Promise<Report> {
    return (await this.http.patch<Report>(`/admin/reports/${encodeURIComponent(id)}`, change)).data;
  }
}
