import { participant } from './participation';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';
import { counterpartOf } from './conversationViews';

export class UnblockCounterpart {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
    },
  ) {}

  async execute(user: UserRecord, id: string): Promise<void> {
    const other = counterpartOf(await participant(this.deps, user, id), user.id);
    if (other) await this.deps.uow.repos.conversations.unblock(user.id, other);
  }
}
