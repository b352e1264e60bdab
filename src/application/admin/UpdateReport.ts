import type { Report, ReportStatus } from '../../domain/report';
import type { ReportsApi } from './ports';

/** Moves a report on (open → in review → resolved) and keeps what was found and done. */
export class UpdateReport {
  constructor(private readonly api: ReportsApi) {}

  execute(id: string, change: { status: ReportStatus; note: string }): Promise<Report> {
    return this.api.update(id, { status: change.status, note: change.note.trim() });
  }
}
