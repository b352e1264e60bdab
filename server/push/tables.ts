import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../platform/tables';
import { sessions, users } from '../accounts/tables';

/* Web Push: the browsers that receive a person's notifications, and what the person wants pushed. */

/**
 * A browser's push subscription: where its push service takes our messages (the endpoint, unique: a browser belongs to
 * one account at a time) and the keys its payloads are encrypted for (RFC 8291). Only browser and system are kept to
 * tell devices apart. It belongs to the session it was added in: signing out there (or ending that session from
 * another device, a lost phone) stops its pushes. Deleted with the account, when the person removes the device, when
 * its session ended, and when the push service says the subscription is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    browser: text('browser'),
    os: text('os'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/** What the person wants pushed (absent: everything, with a preview, no quiet hours). */
export const pushSettings = pgTable('push_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: boolean('messages').notNull().default(true),
  searches: boolean('searches').notNull().default(true),
  priceDrops: boolean('price_drops').notNull().default(true),
  viewings: boolean('viewings').notNull().default(true),
  preview: boolean('preview').notNull().default(true),
  /** Quiet hours on German clocks ("22:00" to "07:00"); both null for none. */
  quietFrom: text('quiet_from'),
  quietUntil: text('quiet_until'),
  updatedAt: updatedAt(),
});

/**
 * Pushes on their way: one row per device, sealed (a preview of a message is personal data), sent as soon as they are
 * due and deleted once the push service took them. A row waits while the person's quiet hours last or the push
 * service asked us to come back later (429, 5xx); a crash loses none of them, and the recurring job finds what is due.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sealed: text('sealed').notNull(),
    /** A message's push is dropped if the conversation was read meanwhile (after quiet hours, on another device). */
    conversationId: uuid('conversation_id'),
    notBefore: timestamp('not_before', { withTimezone: true, mode: 'date' }).notNull(),
    /** Until when one worker has it; past that (its process died) another may take it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    /** Not delivered by then (the push service's TTL passed too): forgotten. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.notBefore)],
);
