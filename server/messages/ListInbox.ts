import type { ImageStorage } from '../ads/ports';
import { type Conversation } from '../../src/domain/conversation';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { conversationViews } from './conversationViews';

const INBOX_SIZE = 200;

export class ListInbox {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'users'>;
      clock: Clock;
      images: ImageStorage;
    },
  ) {}

  async execute(user: UserRecord): Promise<Conversation[]> {
    const entries = await this.deps.uow.repos.conversations.inbox(user.id, INBOX_SIZE);
    return conversationViews(this.deps, user, entries);
  }
}
