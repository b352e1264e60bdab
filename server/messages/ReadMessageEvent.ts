import { type MessageEvent } from '../../src/domain/conversation';
import type { UnitOfWork } from '../platform/ports';
import type { ConversationSignal } from './ports';
import { toChatMessage } from './conversationViews';

/** What a person's open stream shows for a signal addressed to them (null when there is nothing to show any more). */
export class ReadMessageEvent {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
    },
  ) {}

  async execute(userId: string, signal: ConversationSignal): Promise<MessageEvent | null> {
    const { repos } = this.deps.uow;
    if (signal.kind === 'read')
      return {
        type: 'read',
        conversationId: signal.conversationId,
        unreadTotal: await repos.conversations.unreadTotal(userId),
      };
    const message =
      signal.message ?? (signal.messageId ? await repos.conversations.findMessage(signal.messageId) : null);
    if (!message) return null;
    const mine = message.senderId === userId;
    return {
      type: 'message',
      conversationId: signal.conversationId,
      message: toChatMessage(message, userId),
      unreadTotal: mine ? null : await repos.conversations.unreadTotal(userId),
    };
  }
}
