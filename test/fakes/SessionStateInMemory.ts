import type { Session, User } from '../../src/domain/user';
import type { SessionState } from '../../src/application/auth/ports';

export class SessionStateInMemory implements SessionState {
  accessToken: string | null = null;
  user: User | null = null;

  set(session: Session): void {
    this.accessToken = session.accessToken;
    this.user = session.user;
  }

  clear(): void {
    this.accessToken = null;
    this.user = null;
  }
}
