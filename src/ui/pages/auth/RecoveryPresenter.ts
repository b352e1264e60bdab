import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ForgotPassword } from '../../../application/auth/ForgotPassword';
import { ResendResetCode } from '../../../application/auth/ResendResetCode';
import { ResetPassword } from '../../../application/auth/ResetPassword';
import { VerifyResetCode } from '../../../application/auth/VerifyResetCode';
import { ForgotPasswordStore } from '../../../application/auth/ports';
import { Notifier } from '../../../application/shared/ports';
import { Cooldown } from '../../components/Cooldown';
import { Submission } from '../../components/Submission';
import { RESEND_COOLDOWN_SECONDS } from './ActivatePresenter';
import { readCode } from '../../../domain/validation';

/** Drives the three password-recovery pages: forgot (e-mail), verify (code) and reset (new password). */
@injectable()
export class RecoveryPresenter {
  email = '';
  code = '';
  newPassword = '';
  confirmPassword = '';
  readonly submission = new Submission();
  /** Set once the last step succeeded, so the page does not bounce back to the first step. */
  completed = false;
  readonly cooldown = new Cooldown(RESEND_COOLDOWN_SECONDS);
  private readonly deps: {
    forgot: ForgotPassword;
    verify: VerifyResetCode;
    resend: ResendResetCode;
    reset: ResetPassword;
    store: ForgotPasswordStore;
    notifier: Notifier;
  };

  constructor(
    @inject(ForgotPassword) forgot: ForgotPassword,
    @inject(VerifyResetCode) verify: VerifyResetCode,
    @inject(ResendResetCode) resend: ResendResetCode,
    @inject(ResetPassword) reset: ResetPassword,
    @inject(ForgotPasswordStore) store: ForgotPasswordStore,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { forgot, verify, resend, reset, store, notifier };
    this.email = store.read() ?? '';
    makeAutoObservable<this, 'deps'>(this, { deps: false, cooldown: false, submission: false });
  }

  /** The verify and reset pages need the address from the forgot step. */
  get hasRecovery(): boolean {
    return this.deps.store.read() !== null;
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setCode(value: string): void {
    this.code = readCode(value);
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
  }

  requestCode(): Promise<boolean> {
    return this.run(() => this.deps.forgot.execute(this.email));
  }

  verifyCode(): Promise<boolean> {
    return this.run(() => this.deps.verify.execute(this.code));
  }

  resetPassword(): Promise<boolean> {
    return this.run(() =>
      this.deps.reset.execute({ newPassword: this.newPassword, confirmPassword: this.confirmPassword }),
    );
  }

  async resendCode(sentMessage: string): Promise<void> {
    if (this.cooldown.secondsLeft > 0) return;
    if (await this.submission.run(() => this.deps.resend.execute())) {
      this.deps.notifier.success(sentMessage);
      this.cooldown.start();
    }
  }

  dispose(): void {
    this.cooldown.stop();
  }

  private async run(action: () => Promise<void>): Promise<boolean> {
    const done = await this.submission.run(action);
    if (done) runInAction(() => (this.completed = true));
    return done;
  }
}
