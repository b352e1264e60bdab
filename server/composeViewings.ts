import type { SecretHasher } from './application/auth/ports';
import { recurring } from './recurring';
import type { Clock, JobQueue, Logger, Mailer, UnitOfWork } from './application/shared/ports';
import type { PushNotifications } from './application/push/PushNotifications';
import { BookViewing } from './application/viewings/BookViewing';
import { CalendarFeeds } from './application/viewings/CalendarFeeds';
import { CancelViewingBooking } from './application/viewings/CancelViewingBooking';
import { CancelViewingSlot } from './application/viewings/CancelViewingSlot';
import { ForgetPastViewings } from './application/viewings/ForgetPastViewings';
import { InviteToViewings } from './application/viewings/InviteToViewings';
import { MarkAttendance } from './application/viewings/MarkAttendance';
import { OfferViewingSlot } from './application/viewings/OfferViewingSlot';
import { ReadViewings } from './application/viewings/ReadViewings';
import { ViewingNotices } from './application/viewings/ViewingNotices';
import { ViewingReminders } from './application/viewings/ViewingReminders';
import { CalendarFilesIcalGenerator } from './infrastructure/calendar/CalendarFilesIcalGenerator';

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
    offerViewingSlot: new OfferViewingSlot({ uow, clock }),
    cancelViewingSlot: new CancelViewingSlot({ uow, clock, notices, log }),
    inviteToViewings: new InviteToViewings({ uow, clock, notices }),
    bookViewing: new BookViewing({ uow, clock, notices }),
    cancelViewingBooking: new CancelViewingBooking({ uow, clock, notices }),
    markAttendance: new MarkAttendance({ uow, clock }),
    calendarFeeds: new CalendarFeeds({ uow, clock, secrets: deps.secrets, notices, calendar, publicUrl }),
    viewingReminders,
    forgetPastViewings,
  };
}
