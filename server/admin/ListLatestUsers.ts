import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

export const LATEST_USERS = 10;

/** The newest accounts, for the admin's dashboard. */
export class ListLatestUsers {
  constructor(private readonly deps: { uow: UnitOfWork<'users'> }) {}

  execute(): Promise<UserRecord[]> {
    return this.deps.uow.repos.users.latest(LATEST_USERS);
  }
}
