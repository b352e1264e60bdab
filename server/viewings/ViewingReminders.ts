import { VIEWING_REMINDER_MS } from '../../src/domain/viewings';
import type { PushNotifications } from '../push/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { viewingLocation, type ViewingNotices } from './ViewingNotices';

/**
 * The reminder a day before a booked viewing (the recurring job mail-viewing-reminders), by mail and push: once per
 * booking and time — a booking moved to another slot is reminded again. Claimed before sending, so two workers never
 * both send it.
 */
export class ViewingReminders {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'viewings'>;
      clock: Clock;
      notices: ViewingNotices;
      pushes: Pick<PushNotifications, 'viewingReminder' | 'quietly'>;
    },
  ) {}

  async execute(limit = 200): Promise<number> {
    const due = await this.deps.uow.repos.viewings.claimReminders(this.deps.clock.now(), VIEWING_REMINDER_MS, limit);
    for (const { booking, slot, ad } of due) {
      await this.deps.notices.reminder(booking, slot, ad);
      await this.deps.pushes.quietly(() =>
        this.deps.pushes.viewingReminder({
          seekerId: booking.seekerId,
          bookingId: booking.id,
          start: slot.startsAt,
          adTitle: ad.title,
          location: viewingLocation(ad),
        }),
      );
    }
    return due.length;
  }
}
