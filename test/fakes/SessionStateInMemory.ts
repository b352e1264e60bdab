import type { Session, User } from '../../src/domain/user';
import type { SessionEnd, SessionState } from '../../src/application/auth/ports';

export class SessionStateInMemory implements SessionState {
  accessToken: string | null = null;
  user: User | null = null;
  ended: SessionEnd | null = null;

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
