import { hasBegun, type ViewingPlan } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ViewingNotices } from './ViewingNotices';
import { planFor } from './viewingPlan';

/** A seeker cancels their booking before the viewing begins; the place is free again and their calendar hears of it. */
export class CancelViewingBooking {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>;
      clock: Clock;
      notices: ViewingNotices;
    },
  ) {}

  async execute(userId: string, bookingId: string): Promise<ViewingPlan> {
    const now = this.deps.clock.now();
    const done = await this.deps.uow.transaction(async (repos) => {
      const booking = await repos.viewings.findBooking(bookingId);
      if (!booking || booking.seekerId !== userId) throw ApiError.notFound('Booking');
      const slot = await repos.viewings.lockSlot(booking.slotId);
      const ad = await repos.ads.findById(booking.adId);
      if (!slot || !ad) throw ApiError.notFound('Booking');
      if (booking.cancelledAt) throw new ApiError(409, 'SLOT_CANCELLED', 'This booking was already cancelled');
      if (hasBegun(slot.startsAt, now)) throw new ApiError(409, 'VIEWING_BEGUN', 'This viewing has already begun');
      const cancelled = await repos.viewings.cancelBooking(booking.id, now);
      return { plan: await planFor(repos, ad, userId, now), cancelled, slot, ad };
    });
    await this.deps.notices.changed('cancelled', done.cancelled, done.slot, done.ad);
    return done.plan;
  }
}
