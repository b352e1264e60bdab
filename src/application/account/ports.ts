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
}
export const AccountApi = Symbol.for('AccountApi') as ServiceIdentifier<AccountApi>;
