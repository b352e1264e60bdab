import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ActivateAccount } from '../../../application/auth/ActivateAccount';
import { ResendActivationCode } from '../../../application/auth/ResendActivationCode';
import { Notifier } from '../../../application/shared/ports';
import { readCode } from '../../../domain/validation';
import { Cooldown } from '../../components/Cooldown';
import { Submission } from '../../components/Submission';

export const RESEND_COOLDOWN_SECONDS = 60;

@injectable()
export class ActivatePresenter {
  email = '';
  code = '';
  readonly submission = new Submission();
  readonly cooldown = new Cooldown(RESEND_COOLDOWN_SECONDS);
  private readonly deps: { activate: ActivateAccount; resend: ResendActivationCode; notifier: Notifier };

  constructor(
    @inject(ActivateAccount) activate: ActivateAccount,
    @inject(ResendActivationCode) resend: ResendActivationCode,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { activate, resend, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, cooldown: false, submission: false });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setCode(value: string): void {
    this.code = readCode(value);
  }

  /** A fresh code was just mailed at registration, so the resend button starts cooling down. */
  init(email: string | null): void {
    if (email) {
      this.email = email;
      this.cooldown.start();
    }
  }

  submit(): Promise<boolean> {
    return this.submission.run(() => this.deps.activate.execute({ userEmail: this.email, activation_code: this.code }));
  }

  async resend(sentMessage: string): Promise<void> {
    if (this.cooldown.secondsLeft > 0) return;
    const sent = await this.submission.run(() => this.deps.resend.execute(this.email));
    if (sent) {
      this.deps.notifier.success(sentMessage);
      this.cooldown.start();
    }
  }

  dispose(): void {
    this.cooldown.stop();
  }
}
