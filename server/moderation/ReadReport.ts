import type { Report, ReportedMessage } from '../../src/domain/report';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import { reportedMessages, reportViews } from './reportViews';

/** A report with, for a conversation, its messages as the moderator needs them (authors by role and first name). */
export class ReadReport {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'conversations' | 'reports' | 'users'> }) {}

  async execute(id: string): Promise<{ report: Report; messages: ReportedMessage[] }> {
    const { repos } = this.deps.uow;
    const record = await repos.reports.findById(id);
    if (!record) throw ApiError.notFound('Report');
    const [report] = await reportViews(repos, [record]);
    // The conversation as it was reported (kept if an account that wrote in it is deleted), then what was written since.
    const live = record.conversationId ? await reportedMessages(repos, record.conversationId) : [];
    const reported = record.evidence?.messages;
    const since = record.createdAt.toISOString();
    return { report: report!, messages: reported ? [...reported, ...live.filter((m) => m.createdAt > since)] : live };
  }
}
