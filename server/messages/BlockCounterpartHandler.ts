import { participant } from './participation';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { counterpartOf } from './conversationViews';

/** Neither can write to the other until it is lifted (in every conversation they share). */
export class BlockCounterpartHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      clock: Clock;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    const other = counterpartOf(await participant(this.deps, user, id), user.id);
    if (other) await this.deps.uow.repos.conversations.block(user.id, other, this.deps.clock.now());
  }
}
