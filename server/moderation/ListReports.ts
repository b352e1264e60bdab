import type { Report, ReportStatus } from '../../src/domain/report';
import type { UnitOfWork } from '../platform/ports';
import { REPORT_QUEUE_SIZE, reportViews } from './reportViews';

/** The moderators' queue: the reports of one status (every status when none is given), oldest first. */
export class ListReports {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'reports' | 'users'> }) {}

  async execute(status: ReportStatus | null): Promise<Report[]> {
    const { repos } = this.deps.uow;
    return reportViews(repos, await repos.reports.list(status, REPORT_QUEUE_SIZE));
  }
}
