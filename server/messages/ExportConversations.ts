import type { ListInbox } from './ListInbox';
import type { ReadThread } from './ReadThread';
import { type ConversationThread } from '../../src/domain/conversation';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';
import { toChatMessage } from './conversationViews';

/** The person's conversations with every message, for their data export (the other side by first name only). */
export class ExportConversations {
  constructor(
    private readonly deps: {
      listInbox: Pick<ListInbox, 'execute'>;
      readThread: Pick<ReadThread, 'execute'>;
      uow: UnitOfWork<'conversations'>;
    },
  ) {}

  async execute(user: UserRecord): Promise<ConversationThread[]> {
    const conversations = await this.deps.listInbox.execute(user);
    const threads: ConversationThread[] = [];
    for (const conversation of conversations) {
      const messages = await this.deps.uow.repos.conversations.messages(conversation.id, Number.MAX_SAFE_INTEGER);
      threads.push({ conversation, messages: messages.map((m) => toChatMessage(m, user.id)) });
    }
    return threads;
  }
}
