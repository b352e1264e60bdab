import type { IdentityProvider, SessionState, SessionStore } from './ports';

export class Logout {
  constructor(
    private readonly store: SessionStore,
    private readonly state: SessionState,
    private readonly identityProvider: IdentityProvider,
  ) {}

  async execute(): Promise<void> {
    this.store.nullify();
    this.state.clear();
    // A Google session must not silently sign the user in again; a failure here changes nothing locally.
    if (this.identityProvider.available) await this.identityProvider.signOut().catch(() => undefined);
  }
}
