import { type ConversationReportReason } from '../../src/domain/conversation';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { FileReport } from '../moderation/ports';
import type { UnitOfWork } from '../platform/ports';
import type { ConversationRecord } from './ports';

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
      { subject: 'conversation', conversation: await this.participant(user, id), reporter: user },
      reason,
      details.trim(),
    );
  }

  /** The conversation if this person is one of its two; everyone else hears it does not exist. */
  private async participant(user: UserRecord, id: string): Promise<ConversationRecord> {
    const conversation = await this.deps.uow.repos.conversations.findById(id);
    if (!conversation || (conversation.seekerId !== user.id && conversation.sellerId !== user.id))
      throw ApiError.notFound('Conversation');
    return conversation;
  }
}
