import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Login } from '../../../application/auth/Login';
import { Submission } from '../../components/Submission';

@injectable()
export class LoginPresenter {
  email = '';
  password = '';
  readonly submission = new Submission();
  private readonly deps: { login: Login };

  constructor(@inject(Login) login: Login) {
    this.deps = { login };
    makeAutoObservable<this, 'deps'>(this, { deps: false, submission: false });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  /** On success the session changes and the auth guard sends the user on; resolves whether it worked. */
  submit(): Promise<boolean> {
    return this.submission.run(() => this.deps.login.execute({ email: this.email, password: this.password }));
  }
}
