import type { Session, User } from '../../src/domain/user';
import type { SessionStore } from '../../src/application/auth/ports';

/** Mirrors the local-storage keys as a plain map so tests can read what was written. */
export class SessionStoreInMemory implements SessionStore {
  readonly values = new Map<string, unknown>();

  readToken(): string | null {
    const token = this.values.get('accessToken');
    return typeof token === 'string' ? token : null;
  }

  readUser(): User | null {
    return (this.values.get('user') as User | null | undefined) ?? null;
  }

  save(session: Session): void {
    this.values.set('accessToken', session.accessToken);
    this.values.set('user', session.user);
  }

  nullify(): void {
    for (const key of ['accessToken', 'user', 'imgMultiStepForm', 'planMultiStepForm']) this.values.set(key, null);
  }
}
