import type { ConversationThread } from '../../domain/conversation';
import type { MessagesApi } from './ports';

/** A conversation on screen: its messages, and everything in it read (the server then tells the other tabs). */
export class OpenConversation {
  constructor(private readonly api: MessagesApi) {}

  async execute(conversationId: string): Promise<ConversationThread> {
    const thread = await this.api.thread(conversationId);
    if (thread.conversation.unread > 0) await this.api.markRead(conversationId);
    return { ...thread, conversation: { ...thread.conversation, unread: 0 } };
  }
}
