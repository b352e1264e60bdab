import { type ConversationReportReason } from '../../src/domain/conversation';
import { participant } from './participation';
import type { UserRecord } from '../accounts/ports';
import type { FileReport } from '../moderation/ports';
import type { UnitOfWork } from '../platform/ports';

/** One of the two people asks the moderators to look at the conversation (they then read its messages). */
export class ReportConversationHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      fileReport: Pick<FileReport, 'execute'>;
    },
  ) {}

  async execute(user: UserRecord, id: string, reason: ConversationReportReason, details: string): Promise<void> {
    await this.deps.fileReport.execute(
      { subject: 'conversation', conversation: await participant(this.deps, user, id), reporter: user },
      reason,
      details.trim(),
    );
  }
}
