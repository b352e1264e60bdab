import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import { UnsubscribeFromAlerts } from '../../../application/searches/UnsubscribeFromAlerts';

/** The page a saved-search mail's unsubscribe link opens: one button, because link scanners must change nothing. */
@injectable()
export class UnsubscribePresenter {
  state: 'asking' | 'sending' | 'done' | 'failed' = 'asking';
  errorCode: string | null = null;
  private readonly deps: { unsubscribe: UnsubscribeFromAlerts };

  constructor(@inject(UnsubscribeFromAlerts) unsubscribe: UnsubscribeFromAlerts) {
    this.deps = { unsubscribe };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async confirm(token: string): Promise<void> {
    if (this.state === 'sending') return;
    this.state = 'sending';
    try {
      await this.deps.unsubscribe.execute(token);
      runInAction(() => (this.state = 'done'));
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL';
      });
    }
  }
}
