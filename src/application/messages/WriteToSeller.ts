import type { ConversationThread } from '../../domain/conversation';
import { messageBody, MESSAGE_MAX_LENGTH } from '../../domain/conversation';
import { ValidationError } from '../../domain/errors';
import type { MessageDrafts, MessagesApi } from './ports';

/** Writes to an ad's seller: the conversation opens (or continues) with this message, and the kept draft goes. */
export class WriteToSeller {
  constructor(
    private readonly api: MessagesApi,
    private readonly drafts: MessageDrafts,
  ) {}

  async execute(adId: string, text: string): Promise<ConversationThread> {
    const thread = await this.api.start(adId, checkedBody(text));
    this.drafts.clear(adId);
    return thread;
  }
}

/** The text as it will be sent, or the field error the server would give for it. */
export function checkedBody(text: string): string {
  const body = messageBody(text);
  if (body === null) {
    const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;
    throw new ValidationError([
      {
        field: 'body',
        code: tooLong ? 'too_long' : 'required',
        message: tooLong ? 'The message is too long' : 'Write a message',
      },
    ]);
  }
  return body;
}
