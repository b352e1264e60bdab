import type { Role, User } from '../../src/domain/user';
import type { LatestUsersAnswer, UserPage, UsersApi } from '../../src/application/admin/ports';
import { RequestError } from '../../src/application/shared/RequestError';

export class UsersApiInMemory implements UsersApi {
  users: User[] = [];
  latestStatusCode = 200;
  failure: Error | null = null;
  /** What each list request asked for. */
  readonly listed: { page: number; limit: number; q?: string }[] = [];

  async latest(): Promise<LatestUsersAnswer> {
    if (this.failure) throw this.failure;
    const data = [...this.users].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
    return { statusCode: this.latestStatusCode, data };
  }

  async list(query: { page: number; limit: number; q?: string }): Promise<UserPage> {
    this.listed.push(query);
    const q = query.q?.toLowerCase() ?? '';
    const matching = this.users.filter((u) => !q || `${u.name} ${u.lastname} ${u.email}`.toLowerCase().includes(q));
    const start = (query.page - 1) * query.limit;
    return {
      items: matching.slice(start, start + query.limit),
      total: matching.length,
      page: query.page,
      limit: query.limit,
    };
  }

  /** Each block with the reason and ground the person's statement of reasons names. */
  readonly blocks: { id: string; reason?: string; ground?: string }[] = [];

  async update(
    id: string,
    change: { role?: Role; blocked?: boolean; reason?: string; ground?: string },
  ): Promise<User> {
    if (change.blocked) this.blocks.push({ id, reason: change.reason, ground: change.ground });
    const index = this.users.findIndex((u) => u.id === id);
    const current = this.users[index];
    if (!current) throw new RequestError('http', 'NOT_FOUND', 'No such user', 404);
    const updated: User = {
      ...current,
      blocked: change.blocked ?? current.blocked,
      authId: { role: change.role ?? current.authId.role },
    };
    this.users[index] = updated;
    return updated;
  }
}
