import type { ActiveSession, SessionsApi } from '../../src/application/auth/ports';
import { RequestError } from '../../src/application/shared/RequestError';

/** The server's session list for one account: logout ends the current one, the others can be ended by id. */
export class SessionsApiInMemory implements SessionsApi {
  sessions: ActiveSession[] = [
    {
      id: 's-here',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-22T09:00:00.000Z',
      current: true,
    },
    {
      id: 's-phone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 Version/18.5 Mobile/15E148 Safari/604.1',
      createdAt: '2026-11-10T18:00:00.000Z',
      lastUsedAt: '2026-11-21T20:15:00.000Z',
      current: false,
    },
  ];
  loggedOut = 0;
  /** Set to make the next call fail as if the network were down. */
  failNextWith: RequestError | null = null;

  private failIfAsked(): void {
    const failure = this.failNextWith;
    this.failNextWith = null;
    if (failure) throw failure;
  }

  async logout(): Promise<void> {
    this.failIfAsked();
    this.loggedOut += 1;
    this.sessions = this.sessions.filter((s) => !s.current);
  }

  async list(): Promise<ActiveSession[]> {
    this.failIfAsked();
    return this.sessions.map((s) => ({ ...s }));
  }

  async end(id: string): Promise<void> {
    this.failIfAsked();
    if (!this.sessions.some((s) => s.id === id)) throw new RequestError('http', 'NOT_FOUND', 'Session not found', 404);
    this.sessions = this.sessions.filter((s) => s.id !== id);
  }

  async endOthers(): Promise<void> {
    this.failIfAsked();
    this.sessions = this.sessions.filter((s) => s.current);
  }
}
