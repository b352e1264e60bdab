import type * as ShapesUsers from './shapes/users';
import { ROLES } from './userValues';

export { ROLES } from './userValues';

export type Role = (typeof ROLES)[number];

/** The spec reads the role from `user.authId.role`; everything else about a user is ours (docs/decisions.md §3). */
export type User = ShapesUsers.User;

export type Session = ShapesUsers.Session;

export function isAdmin(user: Pick<User, 'authId'> | null | undefined): boolean {
  return user?.authId?.role === 'ADMIN';
}

/** Where a signed-in user lands: spec §6. */
export function homePathFor(user: Pick<User, 'authId'>): string {
  return isAdmin(user) ? '/app/admin_dashboard' : '/app/user_dashboard';
}

/** What a person wants mailed besides what they asked for; a new account: messages and reminders on, newsletter off. */
export interface NotificationSettings {
  /** A message unread for ten minutes (at most once an hour per conversation). */
  messages: boolean;
  /** Three days before an ad runs out. */
  reminders: boolean;
  /** An ad on the Merkliste, or one a saved search found, got cheaper (issue 71). */
  priceDrops: boolean;
  /** News about Inserat; never without this consent. */
  newsletter: boolean;
}

/** The account's mobile number: confirmed by a code sent by SMS, shown on the person's ads only if they choose. */
export type PhoneStatus = ShapesUsers.PhoneStatus;
