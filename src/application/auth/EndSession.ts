import type { SessionEnd, SessionState, SessionStore } from './ports';

/**
 * The server no longer accepts the token this tab holds (signed out elsewhere, all sessions ended, blocked): the tab
 * forgets it, as a logout would, and remembers why, so the sign-in page can say so and lead back.
 */
export class EndSession {
  constructor(
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  execute(reason: SessionEnd): void {
    if (!this.state.accessToken) return;
    this.store.nullify();
    this.state.clear(reason);
  }
}
