import type { Conversation } from '../../domain/conversation';
import type { MessagesApi, UnreadMessages } from './ports';

/** The conversations, and with them the header's unread count. */
export class LoadInbox {
  constructor(
    private readonly api: MessagesApi,
    private readonly unread: UnreadMessages,
  ) {}

  async execute(): Promise<Conversation[]> {
    const conversations = await this.api.inbox();
    this.unread.set(conversations.reduce((sum, c) => sum + c.unread, 0));
    return conversations;
  }
}
