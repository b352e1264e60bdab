import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangePassword } from '../../../application/account/ChangePassword';
import { DeleteAccount } from '../../../application/account/DeleteAccount';
import { ExportMyData } from '../../../application/account/ExportMyData';
import { UpdateProfile } from '../../../application/account/UpdateProfile';
import { SessionState } from '../../../application/auth/ports';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';

@injectable()
export class ProfilePresenter {
  profile = { name: '', lastname: '', phone_number: '' };
  passwords = { currentPassword: '', newPassword: '', confirmPassword: '' };
  deletePassword = '';
  exporting = false;
  confirmingDelete = false;
  readonly profileSubmission = new Submission();
  readonly passwordSubmission = new Submission();
  readonly deleteSubmission = new Submission();
  private readonly deps: {
    update: UpdateProfile;
    change: ChangePassword;
    remove: DeleteAccount;
    exportData: ExportMyData;
    notifier: Notifier;
    session: SessionState;
  };

  constructor(
    @inject(UpdateProfile) update: UpdateProfile,
    @inject(ChangePassword) change: ChangePassword,
    @inject(DeleteAccount) remove: DeleteAccount,
    @inject(Notifier) notifier: Notifier,
    @inject(SessionState) session: SessionState,
    @inject(ExportMyData) exportData: ExportMyData,
  ) {
    this.deps = { update, change, remove, exportData, notifier, session };
    const user = session.user;
    this.profile = { name: user?.name ?? '', lastname: user?.lastname ?? '', phone_number: user?.phone_number ?? '' };
    makeAutoObservable<this, 'deps'>(this, {
      deps: false,
      profileSubmission: false,
      passwordSubmission: false,
      deleteSubmission: false,
    });
  }

  /** The data export as a download; the toast says when it failed. */
  async exportData(failedMessage: string): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    try {
      await this.deps.exportData.execute();
    } catch {
      this.deps.notifier.error(failedMessage);
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }

  get email(): string {
    return this.deps.session.user?.email ?? '';
  }

  setProfile(key: keyof ProfilePresenter['profile'], value: string): void {
    this.profile[key] = value;
  }

  setPassword(key: keyof ProfilePresenter['passwords'], value: string): void {
    this.passwords[key] = value;
  }

  setDeletePassword(value: string): void {
    this.deletePassword = value;
  }

  askDelete(open: boolean): void {
    this.confirmingDelete = open;
    if (!open) this.deletePassword = '';
  }

  async saveProfile(savedMessage: string): Promise<void> {
    if (await this.profileSubmission.run(() => this.deps.update.execute(this.profile)))
      this.deps.notifier.success(savedMessage);
  }

  async changePassword(savedMessage: string): Promise<void> {
    if (await this.passwordSubmission.run(() => this.deps.change.execute(this.passwords))) {
      runInAction(() => (this.passwords = { currentPassword: '', newPassword: '', confirmPassword: '' }));
      this.deps.notifier.success(savedMessage);
    }
  }

  /** Resolves true once the account is gone (and the session with it). */
  deleteAccount(): Promise<boolean> {
    return this.deleteSubmission.run(() => this.deps.remove.execute(this.deletePassword));
  }
}
