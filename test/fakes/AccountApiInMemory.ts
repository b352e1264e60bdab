import type { NotificationSettings, Session, User } from '../../src/domain/user';
import type { AccountApi, ProfileChange } from '../../src/application/account/ports';
import { RequestError } from '../../src/application/shared/RequestError';

export class AccountApiInMemory implements AccountApi {
  password = 'secret-password-1';
  deleted = false;
  /** As a new account starts on the server. */
  settings: NotificationSettings = { messages: true, reminders: true, newsletter: false };

  constructor(public user: User) {}

  async updateProfile(change: ProfileChange): Promise<User> {
    this.user = { ...this.user, ...change };
    return this.user;
  }

  async changePassword(payload: { currentPassword: string; newPassword: string }): Promise<Session> {
    if (payload.currentPassword !== this.password) {
      throw new RequestError('http', 'VALIDATION_FAILED', 'Wrong password', 400, [{ field: 'currentPassword', code: 'invalid', message: 'Wrong' }]);
    }
    this.password = payload.newPassword;
    return { accessToken: 'fresh-token', user: this.user };
  }

  async deleteAccount(password: string): Promise<void> {
    if (password !== this.password) throw new RequestError('http', 'VALIDATION_FAILED', 'Wrong password', 400, [{ field: 'password', code: 'invalid', message: 'Wrong' }]);
    this.deleted = true;
  }

  async exportData(): Promise<{ filename: string; content: Blob }> {
    return { filename: 'inserat-daten-2026-11-24.json', content: new Blob([JSON.stringify({ profile: this.user })], { type: 'application/json' }) };
  }

  async notifications(): Promise<NotificationSettings> {
    return { ...this.settings };
  }

  async saveNotifications(change: Partial<NotificationSettings>): Promise<NotificationSettings> {
    this.settings = { ...this.settings, ...change };
    return { ...this.settings };
  }
}
