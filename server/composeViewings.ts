import type { SecretHasher } from './accounts/ports';
import { recurring } from './recurring';
import type { Clock, JobQueue, Logger, Mailer, UnitOfWork } from './platform/ports';
import type { PushNotifications } from './push/PushNotifications';
import { BookViewingHandler } from './viewings/BookViewingHandler';
import { CalendarFeeds } from './viewings/CalendarFeeds';
import { CancelViewingBooking } from './viewings/CancelViewingBooking';
import { CancelViewingSlot } from './viewings/CancelViewingSlot';
import { ForgetPastViewings } from './viewings/ForgetPastViewings';
import { InviteToViewings } from './viewings/InviteToViewings';
import { MarkAttendance } from './viewings/MarkAttendance';
import { OfferViewingSlotHandler } from './viewings/OfferViewingSlotHandler';
import { ReadBookingCalendar } from './viewings/ReadBookingCalendar';
import { ReadViewings } from './viewings/ReadViewings';
import { ViewingNotices } from './viewings/ViewingNotices';
import { ViewingReminders } from './viewings/ViewingReminders';
import { CalendarFilesIcalGenerator } from './viewings/adapters/CalendarFilesIcalGenerator';

/** Besichtigungen: slots, invitations, bookings with their calendar files, reminders and the calendar feeds. */
export function composeViewings(deps: {
  uow: UnitOfWork;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  jobs: JobQueue;
  secrets: SecretHasher;
  publicUrl: string;
  mailFrom: string;
  pushes: PushNotifications;
}) {
  const { uow, clock, log, publicUrl } = deps;
  const address = /<([^>]+)>/.exec(deps.mailFrom)?.[1] ?? deps.mailFrom;
  const calendar = new CalendarFilesIcalGenerator({ name: 'Inserat', email: address });
  const notices = new ViewingNotices({
    uow,
    mailer: deps.mailer,
    calendar,
    publicUrl,
    calendarHost: new URL(publicUrl).hostname,
  });
  const viewingReminders = new ViewingReminders({ uow, clock, notices, pushes: deps.pushes });
  const forgetPastViewings = new ForgetPastViewings({ uow, clock, log });
  recurring(deps.jobs, [
    [5, 'mail-viewing-reminders', () => viewingReminders.execute()],
    [60, 'forget-past-viewings', () => forgetPastViewings.execute()],
  ]);
  return {
    readViewings: new ReadViewings({ uow, clock }),
    offerViewingSlot: new OfferViewingSlotHandler({ uow, clock }),
    cancelViewingSlot: new CancelViewingSlot({ uow, clock, notices, log }),
    inviteToViewings: new InviteToViewings({ uow, clock, notices }),
    bookViewing: new BookViewingHandler({ uow, clock, notices }),
    cancelViewingBooking: new CancelViewingBooking({ uow, clock, notices }),
    markAttendance: new MarkAttendance({ uow, clock }),
    calendarFeeds: new CalendarFeeds({ uow, clock, secrets: deps.secrets, notices, calendar, publicUrl }),
    readBookingCalendar: new ReadBookingCalendar({ uow, notices, calendar }),
    viewingReminders,
    forgetPastViewings,
  };
}
