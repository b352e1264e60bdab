import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ConversationRecord } from './ports';
import { roleOf } from './conversationViews';
import type { PostMessage } from './PostMessage';

/** Everything in the conversation is read now; the person's other open tabs hear it. */
export class MarkConversationReadHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      clock: Clock;
      posting: PostMessage;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    const conversation = await this.participant(user, id);
    await this.deps.uow.repos.conversations.markRead(id, roleOf(conversation, user.id), this.deps.clock.now());
    await this.deps.posting.signal({ userId: user.id, conversationId: id, kind: 'read' });
  }

  /** The conversation if this person is one of its two; everyone else hears it does not exist. */
  private async participant(user: UserRecord, id: string): Promise<ConversationRecord> {
    const conversation = await this.deps.uow.repos.conversations.findById(id);
    if (!conversation || (conversation.seekerId !== user.id && conversation.sellerId !== user.id))
      throw ApiError.notFound('Conversation');
    return conversation;
  }
}
