import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SELLER_TYPES } from '../../src/domain/ad';
import type { TraderDetails } from '../../src/domain/trader';
import { ROLES } from '../../src/domain/user';
import { createdAt, updatedAt } from '../platform/tables';

/* People: accounts, their sessions and one-time codes. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    /** Stored lower-cased: unique case-insensitively (docs/decisions.md §3). */
    email: text('email').notNull(),
    pendingEmail: text('pending_email'),
    phoneNumber: text('phone_number'),
    /** When the number was confirmed by a code sent to it; null while it is not (a changed number starts unconfirmed). */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true, mode: 'date' }),
    /** Whether a confirmed number is shown on the person's ads (off unless they choose it: collect and show the least). */
    showPhone: boolean('show_phone').notNull().default(false),
    img: text('img'),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    activated: boolean('activated').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    /** What the person wants mailed besides what they asked for: unread messages and expiry reminders on, newsletters off. */
    notifyMessages: boolean('notify_messages').notNull().default(true),
    notifyReminders: boolean('notify_reminders').notNull().default(true),
    /** Mail and push when an ad on the Merkliste or one a saved search finds gets cheaper (issue 71). */
    notifyPriceDrops: boolean('notify_price_drops').notNull().default(true),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Private or commercial; a commercial seller's ads show their trader details (§ 5 DDG). */
    accountKind: text('account_kind', { enum: SELLER_TYPES }).notNull().default('private'),
    /** A trader's details as they gave them; removed when the account becomes private again. */
    trader: jsonb('trader').$type<TraderDetails>(),
    /** When the trader certified to offer only lawful content (DSA Art. 30). */
    traderCertifiedAt: timestamp('trader_certified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    // The risk check asks which other accounts confirmed a number (one number behind several accounts).
    index('users_phone_number_idx').on(t.phoneNumber),
  ],
);

/**
 * A signed-in browser or app: the access token carries its id (jti), so logout and "end this session" revoke it on
 * the server. Only the user agent is kept to tell sessions apart, no IP address.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Other accounts that had signed in from the browser this session was opened in (the device cookie; a risk signal). */
    otherAccountsOnDevice: smallint('other_accounts_on_device').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastUsedAt)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'reset', 'email_change', 'phone'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** Hash of the secret in the httpOnly cookie that binds a verified reset to one browser. */
    resetTokenHash: text('reset_token_hash'),
    /** The address the code was mailed to, where that is not the account's own (an e-mail change): the code proves only it. */
    target: text('target'),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);
