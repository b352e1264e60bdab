import type { ImageStorage } from '../ads/ports';
import { participant } from './participation';
import { type ConversationThread } from '../../src/domain/conversation';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { conversationViews, toChatMessage } from './conversationViews';

const INBOX_SIZE = 200;

const THREAD_SIZE = 500;

/** The conversation with its newest messages; reading it does not mark it read (the browser says when it is shown). */
export class ReadThread {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'users'>;
      clock: Clock;
      images: ImageStorage;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<ConversationThread> {
    const conversation = await participant(this.deps, user, id);
    const { repos } = this.deps.uow;
    const [messages, [entry]] = await Promise.all([
      repos.conversations.messages(id, THREAD_SIZE),
      repos.conversations.inbox(user.id, INBOX_SIZE).then((all) => all.filter((e) => e.conversation.id === id)),
    ]);
    const [view] = await conversationViews(this.deps, user, [
      entry ?? { conversation, lastMessage: messages.at(-1) ?? null, unread: 0 },
    ]);
    return { conversation: view!, messages: messages.map((m) => toChatMessage(m, user.id)) };
  }
}
