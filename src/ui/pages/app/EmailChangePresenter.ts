import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangeEmail } from '../../../application/account/ChangeEmail';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';
import { readCode } from '../../../domain/validation';

/** The profile's "change e-mail address": the new address and the password, then the code sent to the new address. */
@injectable()
export class EmailChangePresenter {
  newEmail = '';
  password = '';
  code = '';
  /** The address a code was sent to; the form then asks for the code. */
  sentTo: string | null = null;
  readonly requesting = new Submission();
  readonly confirming = new Submission();
  private readonly deps: { changeEmail: ChangeEmail; notifier: Notifier };

  constructor(@inject(ChangeEmail) changeEmail: ChangeEmail, @inject(Notifier) notifier: Notifier) {
    this.deps = { changeEmail, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, requesting: false, confirming: false });
  }

  set(field: 'newEmail' | 'password' | 'code', value: string): void {
    this[field] = field === 'code' ? readCode(value) : value;
  }

  async request(): Promise<void> {
    const address = this.newEmail.trim();
    const ok = await this.requesting.run(() => this.deps.changeEmail.request(address, this.password));
    if (!ok) return;
    runInAction(() => {
      this.sentTo = address;
      this.password = '';
      this.code = '';
    });
  }

  async confirm(changedMessage: string): Promise<void> {
    const ok = await this.confirming.run(() => this.deps.changeEmail.confirm(this.code));
    if (!ok) return;
    runInAction(() => this.restart());
    this.deps.notifier.success(changedMessage);
  }

  /** Back to the first step (another address, or the code never came). */
  restart(): void {
    this.sentTo = null;
    this.newEmail = '';
    this.password = '';
    this.code = '';
    this.requesting.reset();
    this.confirming.reset();
  }
}
