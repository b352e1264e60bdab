import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ConversationRecord } from './ports';
import { counterpartOf } from './conversationViews';

/** Neither can write to the other until it is lifted (in every conversation they share). */
export class BlockCounterpartHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      clock: Clock;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    const other = counterpartOf(await this.participant(user, id), user.id);
    if (other) await this.deps.uow.repos.conversations.block(user.id, other, this.deps.clock.now());
  }

  /** The conversation if this person is one of its two; everyone else hears it does not exist. */
  private async participant(user: UserRecord, id: string): Promise<ConversationRecord> {
    const conversation = await this.deps.uow.repos.conversations.findById(id);
    if (!conversation || (conversation.seekerId !== user.id && conversation.sellerId !== user.id))
      throw ApiError.notFound('Conversation');
    return conversation;
  }
}
