import type { IdentityProvider, SessionsApi, SessionState, SessionStore } from './ports';

export class Logout {
  constructor(
    private readonly store: SessionStore,
    private readonly state: SessionState,
    private readonly identityProvider: IdentityProvider,
    private readonly sessions: SessionsApi,
  ) {}

  async execute(): Promise<void> {
    // The server ends the session so the token is dead everywhere; offline or already ended, the local logout
    // below still happens (it must never depend on the network).
    if (this.state.accessToken) await this.sessions.logout().catch(() => undefined);
    this.store.nullify();
    this.store.forgetLocalCopies();
    this.state.clear();
    // A Google session must not silently sign the user in again; a failure here changes nothing locally.
    if (this.identityProvider.available) await this.identityProvider.signOut().catch(() => undefined);
  }
}
