import type { NotificationSettings, Session, User } from '../../src/domain/user';
import type { AccountApi, ProfileChange } from '../../src/application/account/ports';
import { RequestError } from '../../src/application/shared/RequestError';

export class AccountApiInMemory implements AccountApi {
  password = 'secret-password-1';
  deleted = false;
  /** As a new account starts on the server. */
  settings: NotificationSettings = { messages: true, reminders: true, priceDrops: true, newsletter: false };

  constructor(public user: User) {}

  /** As the server: a new address waits for the code mailed to it (the code the server would have sent). */
  pendingEmail: string | null = null;
  readonly emailCode = '424242';

  async requestEmailChange(newEmail: string, password: string): Promise<void> {
    if (password !== this.password)
      throw new RequestError('http', 'VALIDATION_FAILED', 'Wrong password', 400, [
        { field: 'password', code: 'invalid', message: 'Wrong' },
      ]);
    const address = newEmail.trim().toLowerCase();
    if (address === this.user.email)
      throw new RequestError('http', 'VALIDATION_FAILED', 'Unchanged', 400, [
        { field: 'newEmail', code: 'unchanged', message: 'Unchanged' },
      ]);
    this.pendingEmail = address;
  }

  async confirmEmailChange(code: string): Promise<User> {
    if (!this.pendingEmail || code !== this.emailCode)
      throw new RequestError('http', 'CODE_INVALID', 'The code is not correct', 400);
    this.user = { ...this.user, email: this.pendingEmail };
    this.pendingEmail = null;
    return this.user;
  }

  async updateProfile(change: ProfileChange): Promise<User> {
    this.user = { ...this.user, ...change };
    return this.user;
  }

  async changePassword(payload: { currentPassword: string; newPassword: string }): Promise<Session> {
    if (payload.currentPassword !== this.password) {
      throw new RequestError('http', 'VALIDATION_FAILED', 'Wrong password', 400, [
        { field: 'currentPassword', code: 'invalid', message: 'Wrong' },
      ]);
    }
    this.password = payload.newPassword;
    return { accessToken: 'fresh-token', user: this.user };
  }

  async deleteAccount(password: string): Promise<void> {
    if (password !== this.password)
      throw new RequestError('http', 'VALIDATION_FAILED', 'Wrong password', 400, [
        { field: 'password', code: 'invalid', message: 'Wrong' },
      ]);
    this.deleted = true;
  }

  async exportData(): Promise<{ filename: string; content: Blob }> {
    return {
      filename: 'inserat-daten-2026-11-24.json',
      content: new Blob([JSON.stringify({ profile: this.user })], { type: 'application/json' }),
    };
  }

  async notifications(): Promise<NotificationSettings> {
    return { ...this.settings };
  }

  async saveNotifications(change: Partial<NotificationSettings>): Promise<NotificationSettings> {
    this.settings = { ...this.settings, ...change };
    return { ...this.settings };
  }
}
