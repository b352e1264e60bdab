import type { ServiceIdentifier } from 'inversify';
import type { NotificationSettings, Session, User } from '../../domain/user';

export interface ProfileChange {
  name?: string;
  lastname?: string;
  phone_number?: string;
}

export interface AccountApi {
  updateProfile(change: ProfileChange): Promise<User>;
  changePassword(payload: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<Session>;
  deleteAccount(password: string): Promise<void>;
  /** GET /user/export: everything kept about the person, as the file the server names. */
  exportData(): Promise<{ filename: string; content: Blob }>;
  /** GET /user/notifications */
  notifications(): Promise<NotificationSettings>;
  /** PUT /user/notifications: any of the three. */
  saveNotifications(change: Partial<NotificationSettings>): Promise<NotificationSettings>;
  /** POST /user/email: a code goes to the new address (the answer is the same whether or not it can be used). */
  requestEmailChange(newEmail: string, password: string): Promise<void>;
  /** POST /user/email/confirm: the account's address becomes the new one (CODE_INVALID otherwise). */
  confirmEmailChange(code: string): Promise<User>;
}
export const AccountApi = Symbol.for('AccountApi') as ServiceIdentifier<AccountApi>;
