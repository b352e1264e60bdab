import type { Role, User } from '../../domain/user';
import type { UsersApi } from './ports';

/** Role change or block/unblock; the server refuses an admin's change to themselves. */
export class UpdateUser {
  constructor(private readonly api: UsersApi) {}

  execute(id: string, change: { role?: Role; blocked?: boolean }): Promise<User> {
    return this.api.update(id, change);
  }
}
