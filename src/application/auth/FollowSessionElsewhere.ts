import type { SessionState, SessionStore } from './ports';

/**
 * One browser, one session: a sign-out in another tab signs this tab out at once (its private page does not stay on
 * screen to fail at the next click), and a sign-in there is taken over here. Returns the way to stop.
 */
export class FollowSessionElsewhere {
  constructor(
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  execute(): () => void {
    return this.store.onChangeElsewhere((session) => {
      if (session) {
        if (session.accessToken !== this.state.accessToken) this.state.set(session);
      } else if (this.state.accessToken) {
        this.state.clear('elsewhere');
      }
    });
  }
}
