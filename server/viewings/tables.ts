import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ATTENDANCE, VIEWING_KINDS } from '../../src/domain/viewings';
import { createdAt, updatedAt } from '../platform/tables';
import { ads } from '../ads/tables';
import { users } from '../accounts/tables';

/* Besichtigungen: the slots a landlord offers for an ad, who is invited, who booked, and each person's calendar feed. */

/** A viewing appointment; it goes with its ad (and so with the landlord's account). */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VIEWING_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    capacity: integer('capacity').notNull(),
    openToEnquirers: boolean('open_to_enquirers').notNull(),
    /** Shown to the people booked into this slot only (the ad may hide its exact address). */
    addressNote: text('address_note'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('viewing_slots_ad_idx').on(t.adId, t.startsAt)],
);

/** Whom the landlord invited to book a viewing of the ad. */
export const viewingInvitations = pgTable(
  'viewing_invitations',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.seekerId] }), index('viewing_invitations_seeker_idx').on(t.seekerId)],
);

/**
 * A seeker's booking of a viewing of one ad. Moving it to another slot keeps the row (and so the calendar entry's UID)
 * and counts its SEQUENCE up; cancelling keeps it as cancelled so the calendar hears of it. One live booking per ad.
 */
export const viewingBookings = pgTable(
  'viewing_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => viewingSlots.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    attendance: text('attendance', { enum: ATTENDANCE }),
    /** The calendar entry's revision (RFC 5545 SEQUENCE): every move and cancellation counts it up. */
    sequence: integer('sequence').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('viewing_bookings_ad_seeker_unique').on(t.adId, t.seekerId),
    index('viewing_bookings_slot_idx').on(t.slotId),
    index('viewing_bookings_seeker_idx').on(t.seekerId),
    index('viewing_bookings_reminder_idx')
      .on(t.slotId)
      .where(sql`${t.remindedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
  ],
);

/**
 * That a person has a calendar feed of their viewings, and since when: its secret address is a MAC of the person and
 * this moment (nothing secret is stored). A new address replaces the old one; deleting the row revokes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  /** Random per address, so two renewals within one second still give two addresses (issue 68). */
  nonce: text('nonce').notNull().default(''),
});
