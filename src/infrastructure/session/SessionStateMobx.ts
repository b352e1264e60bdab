import { makeAutoObservable } from 'mobx';
import type { Session, User } from '../../domain/user';
import type { SessionEnd, SessionState } from '../../application/auth/ports';

/** Observable so that guards and menus re-render when someone signs in or out. */
export class SessionStateMobx implements SessionState {
  accessToken: string | null = null;
  user: User | null = null;
  ended: SessionEnd | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  set(session: Session): void {
    this.accessToken = session.accessToken;
    this.user = session.user;
    this.ended = null;
  }

  clear(ended?: SessionEnd): void {
    this.accessToken = null;
    this.user = null;
    this.ended = ended ?? null;
  }
}
