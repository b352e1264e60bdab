import type { Report, ReportStatus } from '../../domain/report';
import type { ReportsApi } from './ports';

export class LoadReports {
  constructor(private readonly api: ReportsApi) {}

  execute(status: ReportStatus | 'all'): Promise<Report[]> {
    return this.api.list(status);
  }
}
