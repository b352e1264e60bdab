import type { users } from '../tables';

export type Language = UserRecord['language'];

/** An account as stored: the users table's row (a new column needs no second declaration here). */
export type UserRecord = Omit<(typeof users)['$inferSelect'], 'updatedAt'>;

/** A new account mails what it asked for and the notices (messages, reminders, price cuts); no newsletter until chosen. */
export type NewUser = Omit<
  UserRecord,
  | 'id'
  | 'createdAt'
  | 'tokenVersion'
  | 'blocked'
  | 'notifyMessages'
  | 'notifyReminders'
  | 'notifyPriceDrops'
  | 'newsletter'
  | 'pendingEmail'
  | 'accountKind'
  | 'trader'
  | 'traderCertifiedAt'
  | 'phoneVerifiedAt'
  | 'showPhone'
> &
  Partial<Pick<UserRecord, 'accountKind' | 'trader' | 'traderCertifiedAt' | 'phoneVerifiedAt'>> & { blocked?: boolean };
export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt'>>;
