import { CONVERSATION_REPORT_REASONS, type ConversationReportReason } from '../../domain/conversation';
import { ValidationError } from '../../domain/errors';
import type { MessagesApi } from './ports';

export class ReportConversation {
  constructor(private readonly api: MessagesApi) {}

  async execute(conversationId: string, reason: ConversationReportReason | '', details: string): Promise<void> {
    if (!(CONVERSATION_REPORT_REASONS as readonly string[]).includes(reason)) {
      throw new ValidationError([{ field: 'reason', code: 'required', message: 'Choose a reason' }]);
    }
    await this.api.report(conversationId, reason as ConversationReportReason, details.trim());
  }
}
