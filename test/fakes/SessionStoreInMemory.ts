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

  localCopiesForgotten = false;

  forgetLocalCopies(): void {
    this.localCopiesForgotten = true;
  }

  private readonly listeners = new Set<(session: Session | null) => void>();

  onChangeElsewhere(listener: (session: Session | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab signs in (a session) or out (null): what this browser's storage event would tell. */
  changeElsewhere(session: Session | null): void {
    if (session) this.save(session);
    else this.nullify();
    for (const listener of this.listeners) listener(session);
  }
}
