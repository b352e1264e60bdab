import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

/** Every account, a page at a time, optionally those whose name or address contains the words. */
export class FindUsers {
  constructor(private readonly deps: { uow: UnitOfWork<'users'> }) {}

  execute(page: number, limit: number, q: string | null): Promise<{ items: UserRecord[]; total: number }> {
    return this.deps.uow.repos.users.list({ offset: (page - 1) * limit, limit, q: q?.trim() || null });
  }
}
