import type { Role } from '../../src/domain/user';

export type { Role };
export type Language = 'de' | 'en';

export interface UserRecord {
  id: string;
  name: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  img: string | null;
  role: Role;
  passwordHash: string | null;
  activated: boolean;
  blocked: boolean;
  tokenVersion: number;
  language: Language;
  notifyMessages: boolean;
  notifyReminders: boolean;
  newsletter: boolean;
  /** A new address waiting to be confirmed with the code mailed to it; the account keeps `email` until then. */
  pendingEmail: string | null;
  createdAt: Date;
}

/** A new account mails what it asked for and the two notices (messages, expiry); no newsletter until chosen. */
export type NewUser = Omit<
  UserRecord,
  'id' | 'createdAt' | 'tokenVersion' | 'blocked' | 'notifyMessages' | 'notifyReminders' | 'newsletter' | 'pendingEmail'
> & { blocked?: boolean };
export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt'>>;
