import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Login } from '../../../application/auth/Login';
import { ResendActivationCode } from '../../../application/auth/ResendActivationCode';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';

@injectable()
export class LoginPresenter {
  email = '';
  password = '';
  readonly submission = new Submission();
  readonly resending = new Submission();
  private readonly deps: { login: Login; resend: ResendActivationCode; notifier: Notifier };

  constructor(
    @inject(Login) login: Login,
    @inject(ResendActivationCode) resend: ResendActivationCode,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { login, resend, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, submission: false, resending: false });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  /** The account exists but waits for its code: the page offers to enter it or to have it sent again, right there. */
  get needsActivation(): boolean {
    return this.submission.failure.errorCode === 'ACCOUNT_NOT_ACTIVATED';
  }

  /** Where the code is entered, with the address already filled in. */
  get activationPath(): string {
    return `/auth/activate?${new URLSearchParams({ email: this.email.trim() })}`;
  }

  /** On success the session changes and the auth guard sends the user on; resolves whether it worked. */
  submit(): Promise<boolean> {
    return this.submission.run(() => this.deps.login.execute({ email: this.email, password: this.password }));
  }

  async resendActivation(sentMessage: string): Promise<void> {
    if (await this.resending.run(() => this.deps.resend.execute(this.email))) this.deps.notifier.success(sentMessage);
  }
}
