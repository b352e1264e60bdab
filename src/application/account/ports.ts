import type { ServiceIdentifier } from 'inversify';
import type { Session, User } from '../../domain/user';

export interface ProfileChange {
  name?: string;
  lastname?: string;
  phone_number?: string;
}

export interface AccountApi {
  updateProfile(change: ProfileChange): Promise<User>;
  changePassword(payload: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<Session>;
  deleteAccount(password: string): Promise<void>;
}
export const AccountApi = Symbol.for('AccountApi') as ServiceIdentifier<AccountApi>;
