import type { ServiceIdentifier } from 'inversify';
import type { SellerType } from '../../domain/ad';
import type { SellerDetails, TraderDetails } from '../../domain/trader';
import type { NotificationSettings, PhoneStatus, Session, User } from '../../domain/user';
import type { Decision } from '../../domain/decisions';

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

/** Whom the account sells as; a trader's details as typed (every field text, so each gets its own message). */
export interface SellerDetailsChange {
  accountKind: SellerType;
  trader?: Record<keyof TraderDetails, string> | null;
  certified?: boolean;
}

/** GET and PUT /user/seller: private or trader, with what a trader must say about themselves. */
export interface SellerDetailsApi {
  load(): Promise<SellerDetails>;
  /** VALIDATION_FAILED with a problem per field, and nothing saved, while a trader's details are incomplete. */
  save(change: SellerDetailsChange): Promise<SellerDetails>;
}
export const SellerDetailsApi = Symbol.for('SellerDetailsApi') as ServiceIdentifier<SellerDetailsApi>;

/**
 * Statements of reasons (DSA Art. 17) and complaints against them (Art. 20). `secret` is the one from the statement's
 * mail, for a person who cannot sign in (a blocked account); a signed-in recipient needs none.
 */
export interface DecisionsApi {
  /** GET /decisions: mine, newest first. */
  mine(): Promise<Decision[]>;
  /** GET /decisions/:id: NOT_FOUND for anyone but its recipient or the secret's holder. */
  get(id: string, secret: string | null): Promise<Decision>;
  /** POST /decisions/:id/complaint: once, within six months (ALREADY_COMPLAINED, COMPLAINT_PERIOD_OVER, DECISION_REVERSED). */
  complain(id: string, text: string, secret: string | null): Promise<Decision>;
}
export const DecisionsApi = Symbol.for('DecisionsApi') as ServiceIdentifier<DecisionsApi>;

/** The account's mobile number, confirmed by a code by SMS (GET/POST /user/phone, /user/phone/confirm, /visibility). */
export interface PhoneApi {
  status(): Promise<PhoneStatus>;
  /** VALIDATION_FAILED on `phone` (invalid, not_mobile); SMS_QUOTA_REACHED after five an hour. */
  requestCode(phone: string): Promise<{ to: string }>;
  /** CODE_INVALID, CODE_EXPIRED, TOO_MANY_ATTEMPTS as for every code. */
  confirm(code: string): Promise<PhoneStatus>;
  /** PHONE_NOT_VERIFIED before the number is confirmed. */
  setShowPhone(showPhone: boolean): Promise<PhoneStatus>;
}
export const PhoneApi = Symbol.for('PhoneApi') as ServiceIdentifier<PhoneApi>;
