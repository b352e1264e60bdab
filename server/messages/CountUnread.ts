import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

export class CountUnread {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
    },
  ) {}

  async execute(user: UserRecord): Promise<number> {
    return this.deps.uow.repos.conversations.unreadTotal(user.id);
  }
}
