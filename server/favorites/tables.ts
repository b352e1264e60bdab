import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../platform/tables';
import { ads } from '../ads/tables';
import { users } from '../accounts/tables';

/** A person's Merkliste: the ads they keep, with the price when they kept it (the list shows a change). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    savedPriceCents: integer('saved_price_cents'),
    createdAt: createdAt(),
    /** When the person was last told of a price cut of this ad (each cut is told once, and only cuts after saving). */
    priceDropToldAt: timestamp('price_drop_told_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.adId] }),
    index('favorites_user_newest_idx').on(t.userId, t.createdAt.desc()),
    // Deleting an ad removes it from every Merkliste: found by this index, not by reading the whole table.
    index('favorites_ad_idx').on(t.adId),
  ],
);
