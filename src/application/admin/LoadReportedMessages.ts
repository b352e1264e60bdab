import type { ReportedMessage } from '../../domain/report';
import type { ReportsApi } from './ports';

/** The messages of a reported conversation, for the moderator who reviews it. */
export class LoadReportedMessages {
  constructor(private readonly api: ReportsApi) {}

  async execute(reportId: string): Promise<ReportedMessage[]> {
    return (await this.api.get(reportId)).messages;
  }
}
