import { makeAutoObservable, runInAction } from 'mobx';
import { NO_FAILURE, toFormFailure, type FormFailure } from './formFailure';

/** One form's submit state: a single run at a time, and the failure mapped onto fields. */
export class Submission {
  submitting = false;
  failure: FormFailure = NO_FAILURE;

  constructor() {
    makeAutoObservable(this);
  }

  /** Resolves true when the action succeeded; a second call while one runs is ignored. */
  async run(action: () => Promise<unknown>): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.failure = NO_FAILURE;
    try {
      await action();
      runInAction(() => (this.submitting = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = toFormFailure(error);
        this.submitting = false;
      });
      return false;
    }
  }

  reset(): void {
    this.failure = NO_FAILURE;
  }
}
