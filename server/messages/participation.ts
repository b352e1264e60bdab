import { messageBody, MESSAGE_MAX_LENGTH } from '../../src/domain/conversation';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { ConversationRecord } from './ports';

/** The conversation if this person is one of its two; everyone else hears it does not exist. */
export async function participant(
  deps: { uow: UnitOfWork<'conversations'> },
  user: UserRecord,
  id: string,
): Promise<ConversationRecord> {
  const conversation = await deps.uow.repos.conversations.findById(id);
  if (!conversation || (conversation.seekerId !== user.id && conversation.sellerId !== user.id))
    throw ApiError.notFound('Conversation');
  return conversation;
}

/** Neither of two people may write to the other while one has blocked the other. */
export async function checkNotBlocked(deps: { uow: UnitOfWork<'conversations'> }, a: string, b: string): Promise<void> {
  const { aBlockedB, bBlockedA } = await deps.uow.repos.conversations.blocks(a, b);
  if (aBlockedB || bBlockedA)
    throw new ApiError(403, 'CONVERSATION_BLOCKED', 'Messages between these two people are blocked');
}

/** A message's text as it is kept (src/domain/conversation.ts), or a translated refusal. */
export function checkedBody(text: string): string {
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
