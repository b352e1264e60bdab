import { hasBegun, type Attendance, type ViewingPlan } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { landlordsAd, planFor } from './viewingPlan';

/** Once a viewing has begun its landlord marks each person booked as attended or no-show (and may correct it). */
export class MarkAttendance {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>; clock: Clock }) {}

  async execute(userId: string, bookingId: string, attendance: Attendance): Promise<ViewingPlan> {
    const now = this.deps.clock.now();
    return this.deps.uow.transaction(async (repos) => {
      const booking = await repos.viewings.findBooking(bookingId);
      if (!booking) throw ApiError.notFound('Booking');
      const ad = await landlordsAd(repos, booking.adId, userId);
      const slot = await repos.viewings.findSlot(booking.slotId);
      if (!slot || booking.cancelledAt) throw new ApiError(409, 'SLOT_CANCELLED', 'This booking was cancelled');
      if (!hasBegun(slot.startsAt, now))
        throw new ApiError(409, 'VIEWING_NOT_BEGUN', 'Attendance is marked once the viewing has begun');
      await repos.viewings.markAttendance(booking.id, attendance, now);
      return planFor(repos, ad, userId, now);
    });
  }
}
