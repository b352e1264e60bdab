import type { UnitOfWork } from '../platform/ports';
import { roleOf } from './conversationViews';

/** Whether the person has unread messages in the conversation (a push about one waits for nothing else). */
export class HasUnread {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
    },
  ) {}

  async execute(userId: string, conversationId: string): Promise<boolean> {
    const conversation = await this.deps.uow.repos.conversations.findById(conversationId);
    if (!conversation || (conversation.seekerId !== userId && conversation.sellerId !== userId)) return false;
    const unread = await this.deps.uow.repos.conversations.unreadFor(conversationId, roleOf(conversation, userId), 1);
    return unread.length > 0;
  }
}
