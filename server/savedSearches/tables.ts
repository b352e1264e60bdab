import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES } from '../../src/domain/savedSearch';
import { createdAt } from '../platform/tables';
import { ads } from '../ads/tables';
import { users } from '../accounts/tables';

/** A Suchauftrag: the list's filters, kept under a name, with how often new matches are mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** The list's address for these filters (what the browser shows in /ads?…), to open the results as they were. */
    query: text('query').notNull().default(''),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    createdAt: createdAt(),
    /** New matches are ads that went online after this; moved on by every alert run. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the person last opened the results: the "new since your last visit" count starts here. */
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx').on(t.frequency, t.checkedAt),
  ],
);

/** Which ads each saved search has mailed: an ad is never mailed twice for one search, however often a run repeats. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.adId] }), index('saved_search_alerts_ad_idx').on(t.adId)],
);
