import { type ChatMessage } from '../../src/domain/conversation';
import { participant, checkNotBlocked, checkedBody } from './participation';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';
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
    const body = checkedBody(text);
    const conversation = await participant(this.deps, user, id);
    const sent = await this.deps.posting.alreadySent(user, clientId);
    if (sent?.conversationId === id) return toChatMessage(sent, user.id);
    if (sent) throw new ApiError(409, 'CONFLICT', 'This message id was used in another conversation');
    const other = counterpartOf(conversation, user.id);
    if (other === null) throw new ApiError(409, 'CONVERSATION_CLOSED', 'The other person has deleted their account');
    await checkNotBlocked(this.deps, user.id, other);
    return toChatMessage(await this.deps.posting.execute(user, conversation, body, clientId), user.id);
  }
}
