import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../platform/tables';
import { ads } from '../ads/tables';
import { users } from '../accounts/tables';
import { conversations } from '../messages/tables';

/**
 * An agent's object number and the ad it became: a later transfer finds the ad by it (CHANGE, DELETE, a full transfer
 * that no longer names it). What the transfer carried beyond an ad's fields is kept here, with the ad's life.
 */
export const openImmoObjects = pgTable(
  'openimmo_objects',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectNumber: text('object_number').notNull(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    picturesDigest: text('pictures_digest'),
    contentDigest: text('content_digest'),
    kept: jsonb('kept').$type<{ path: string; value: string }[]>().notNull().default([]),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.objectNumber] }), index('openimmo_objects_ad_idx').on(t.adId)],
);

/** The report of each transfer, shown in the seller area; deleted with the account, or after a year. */
export const openImmoTransfers = pgTable(
  'openimmo_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    scope: text('scope').$type<'VOLL' | 'TEIL'>().notNull(),
    objects: jsonb('objects').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('openimmo_transfers_owner_idx').on(t.ownerId, t.createdAt.desc())],
);

/** Where a trader wants each new enquiry to an imported ad mailed as OpenImmo-Feedback (no row: not mailed). */
export const openImmoSettings = pgTable('openimmo_settings', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  feedbackEmail: text('feedback_email').notNull(),
  /** Enquiries from this moment on are mailed (not the ones before choosing it). */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Each enquiry mailed as OpenImmo-Feedback, claimed before the mail is sent (and given back if it fails): once. */
export const openImmoFeedbackMails = pgTable('openimmo_feedback_mails', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
