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
    } catch {
      // Spec: failure clears both silently — an expired token is not an error to show.
      this.store.nullify();
      this.state.clear();
      return false;
    }
  }
}
