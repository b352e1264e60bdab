import type { MessagesApi } from './ports';

/** A message arrived in the conversation on screen: it is read. */
export class MarkConversationRead {
  constructor(private readonly api: MessagesApi) {}

  execute(conversationId: string): Promise<void> {
    return this.api.markRead(conversationId);
  }
}
