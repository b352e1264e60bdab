import type { UserPage, UsersApi } from './ports';

export class ListUsers {
  constructor(private readonly api: UsersApi) {}

  execute(page: number, limit: number, q: string): Promise<UserPage> {
    return this.api.list({ page: Math.max(1, page), limit, q: q.trim() || undefined });
  }
}
