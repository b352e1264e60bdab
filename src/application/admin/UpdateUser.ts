import type { Role, User } from '../../domain/user';
import type { DecisionGround } from '../../domain/decisions';
import { decisionReason } from './decisionReason';
import type { UsersApi } from './ports';

/**
 * Role change or block/unblock; the server refuses an admin's change to themselves. A block needs a reason and a
 * ground: the person receives them as their statement of reasons.
 */
export class UpdateUser {
  constructor(private readonly api: UsersApi) {}

  execute(
    id: string,
    change: { role?: Role; blocked?: boolean; reason?: string; ground?: DecisionGround },
  ): Promise<User> {
    if (change.blocked === true) return this.api.update(id, { ...change, reason: decisionReason(change.reason ?? '') });
    return this.api.update(id, change);
  }
}
