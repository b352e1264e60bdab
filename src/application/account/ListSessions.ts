import type { ActiveSession, SessionsApi } from '../auth/ports';

/** Where the account is signed in, this browser first, then by last use. */
export class ListSessions {
  constructor(private readonly api: SessionsApi) {}

  async execute(): Promise<ActiveSession[]> {
    const sessions = await this.api.list();
    return [...sessions].sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
    );
  }
}
