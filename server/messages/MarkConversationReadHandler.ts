import { participant } from './participation';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { roleOf } from './conversationViews';
import type { PostMessage } from './PostMessage';

/** Everything in the conversation is read now; the person's other open tabs hear it. */
export class MarkConversationReadHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      clock: Clock;
      posting: PostMessage;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    const conversation = await participant(this.deps, user, id);
    await this.deps.uow.repos.conversations.markRead(id, roleOf(conversation, user.id), this.deps.clock.now());
    await this.deps.posting.signal({ userId: user.id, conversationId: id, kind: 'read' });
  }
}
