import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { CalendarFiles } from './ports';
import type { ViewingNotices } from './ViewingNotices';

/**
 * One booking as a calendar file for the person booked (issue 71: beside the subscription, for those who add a
 * single viewing by hand): the same entry as the booking's mails and the feed (one UID, its revision), cancelled
 * when it was. Anyone else is told there is no such booking.
 */
export class ReadBookingCalendar {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings'>;
      notices: Pick<ViewingNotices, 'entry'>;
      calendar: CalendarFiles;
    },
  ) {}

  async execute(userId: string, bookingId: string): Promise<string> {
    const { repos } = this.deps.uow;
    const booking = await repos.viewings.findBooking(bookingId);
    if (!booking || booking.seekerId !== userId) throw ApiError.notFound('Booking');
    const [slot, ad] = [await repos.viewings.findSlot(booking.slotId), await repos.ads.findById(booking.adId)];
    if (!slot || !ad) throw ApiError.notFound('Booking');
    return this.deps.calendar.feed('Inserat – Besichtigung', [this.deps.notices.entry(booking, slot, ad)]);
  }
}
