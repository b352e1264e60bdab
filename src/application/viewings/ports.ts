import type { ServiceIdentifier } from 'inversify';
import type { Attendance, CalendarFeed, NewViewingSlot, ViewingPlan } from '../../domain/viewings';

/**
 * The viewings API (/ads/:id/viewings, /viewing-slots, /viewing-bookings, /viewings, /user/calendar-feed). Every change
 * answers the plan as the person sees it. NOT_FOUND for anything not theirs; SLOT_FULL, SLOT_CANCELLED, VIEWING_BEGUN,
 * VIEWING_NOT_BEGUN, TOO_MANY_SLOTS and CONVERSATION_BLOCKED for what the moment does not allow.
 */
export interface ViewingsApi {
  plan(adId: string): Promise<ViewingPlan>;
  mine(): Promise<ViewingPlan[]>;
  offer(adId: string, slot: NewViewingSlot): Promise<ViewingPlan>;
  invite(adId: string, seekerIds: string[]): Promise<ViewingPlan>;
  cancelSlot(slotId: string): Promise<ViewingPlan>;
  book(slotId: string): Promise<ViewingPlan>;
  cancelBooking(bookingId: string): Promise<ViewingPlan>;
  /** My booking as a calendar file (.ics), the same entry its mails carry. */
  bookingCalendar(bookingId: string): Promise<{ filename: string; content: Blob }>;
  markAttendance(bookingId: string, attendance: Attendance): Promise<ViewingPlan>;
  calendarFeed(): Promise<CalendarFeed>;
  renewCalendarFeed(): Promise<CalendarFeed>;
  revokeCalendarFeed(): Promise<CalendarFeed>;
}
export const ViewingsApi = Symbol.for('ViewingsApi') as ServiceIdentifier<ViewingsApi>;
