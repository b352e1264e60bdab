import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';

/**
 * How often an ad was seen, saved to a Merkliste and contacted, per day (German time). Counted as numbers only: no
 * cookie, no IP address, nothing about who looked. The rows go with the ad.
 */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);
