import { messageBody, MESSAGE_MAX_LENGTH, type ChatMessage } from '../../src/domain/conversation';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';
import type { ConversationRecord } from './ports';
import { counterpartOf, toChatMessage } from './conversationViews';
import type { PostMessage } from './PostMessage';

export class SendMessageHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      posting: PostMessage;
    },
  ) {}

  async execute(user: UserRecord, id: string, text: string, clientId?: string): Promise<ChatMessage> {
    const body = this.checkedBody(text);
    const conversation = await this.participant(user, id);
    const sent = await this.deps.posting.alreadySent(user, clientId);
    if (sent?.conversationId === id) return toChatMessage(sent, user.id);
    if (sent) throw new ApiError(409, 'CONFLICT', 'This message id was used in another conversation');
    const other = counterpartOf(conversation, user.id);
    if (other === null) throw new ApiError(409, 'CONVERSATION_CLOSED', 'The other person has deleted their account');
    await this.checkNotBlocked(user.id, other);
    return toChatMessage(await this.deps.posting.execute(user, conversation, body, clientId), user.id);
  }

  private checkedBody(text: string): string {
    const body = messageBody(text);
    if (body === null) {
      const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;
      throw ApiError.validation([
        {
          field: 'body',
          code: tooLong ? 'too_long' : 'required',
          message: tooLong ? `At most ${MESSAGE_MAX_LENGTH} characters` : 'Please write a message',
        },
      ]);
    }
    return body;
  }

  /** The conversation if this person is one of its two; everyone else hears it does not exist. */
  private async participant(user: UserRecord, id: string): Promise<ConversationRecord> {
    const conversation = await this.deps.uow.repos.conversations.findById(id);
    if (!conversation || (conversation.seekerId !== user.id && conversation.sellerId !== user.id))
      throw ApiError.notFound('Conversation');
    return conversation;
  }

  private async checkNotBlocked(a: string, b: string): Promise<void> {
    const { aBlockedB, bBlockedA } = await this.deps.uow.repos.conversations.blocks(a, b);
    if (aBlockedB || bBlockedA)
      throw new ApiError(403, 'CONVERSATION_BLOCKED', 'Messages between these two people are blocked');
  }
}
