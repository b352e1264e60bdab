import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadDeadLetters } from '../../../application/admin/LoadDeadLetters';
import { RetryDeadLetter } from '../../../application/admin/RetryDeadLetter';
import type { DeadLetter } from '../../../domain/deadLetter';
import { DomainError } from '../../../domain/errors';

/** Mails that failed every retry, on the admin dashboard: who they were for, and "send again" once the cause is fixed. */
@injectable()
export class DeadLettersPresenter {
  letters: DeadLetter[] = [];
  loading = true;
  errorCode: string | null = null;
  /** The letter being sent again (its button waits). */
  retryingId: string | null = null;
  /** Letters sent back into the queue this visit (the list says so where they were). */
  retried: string[] = [];
  private readonly deps: { load: LoadDeadLetters; retry: RetryDeadLetter };

  constructor(@inject(LoadDeadLetters) load: LoadDeadLetters, @inject(RetryDeadLetter) retry: RetryDeadLetter) {
    this.deps = { load, retry };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.errorCode = null;
    try {
      const letters = await this.deps.load.execute();
      runInAction(() => (this.letters = letters));
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async retry(id: string): Promise<void> {
    this.retryingId = id;
    this.errorCode = null;
    try {
      await this.deps.retry.execute(id);
      runInAction(() => {
        this.letters = this.letters.filter((l) => l.id !== id);
        this.retried.push(id);
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.retryingId = null));
    }
  }
}
