import { asc, eq, type SQL } from 'drizzle-orm';
import type { BookedViewing } from '../ports';
import type { Database } from '../../platform/db/database';
import { ads, viewingBookings, viewingSlots } from '../../platform/db/schema';

/** Bookings with their slots and what of the ad a calendar entry names (title, place), soonest first. */
export function bookedViewings(db: Database, where: SQL | undefined, limit = 500): Promise<BookedViewing[]> {
  return db
    .select({
      booking: viewingBookings,
      slot: viewingSlots,
      ad: {
        id: ads.id,
        title: ads.title,
        street: ads.street,
        showExactAddress: ads.showExactAddress,
        postalCode: ads.postalCode,
        city: ads.city,
        district: ads.district,
      },
    })
    .from(viewingBookings)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
    .innerJoin(ads, eq(ads.id, viewingBookings.adId))
    .where(where)
    .orderBy(asc(viewingSlots.startsAt))
    .limit(limit);
}
