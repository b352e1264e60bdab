import type { ViewingsApi } from '../../src/application/viewings/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import { momentInGermany } from '../../src/domain/calendar';
import type { ErrorCode } from '../../src/domain/errors';
import {
  capacityOf,
  viewingSlotErrors,
  type Attendance,
  type CalendarFeed,
  type NewViewingSlot,
  type ViewingPlan,
  type ViewingSlot,
} from '../../src/domain/viewings';

interface Booking {
  id: string;
  slotId: string;
  seeker: string;
  name: string;
  cancelled: boolean;
  attendance: Attendance | null;
}

/** One ad's viewings held in memory, seen by its landlord or by one seeker (`as`), as the server keeps them. */
export class ViewingsWorldInMemory {
  adId = 'ad-1';
  adTitle = 'Altbau mit Dielen';
  slots: (Omit<ViewingSlot, 'booked' | 'free' | 'myBookingId' | 'attendees'> & { addressNote: string | null })[] = [];
  bookings: Booking[] = [];
  invited = new Set<string>();
  enquirers = [{ seekerId: 'seeker-1', name: 'Anna', conversationId: 'c-1' }];
  feeds = new Map<string, number>();
  now = () => new Date();
  private n = 0;

  /** Whose view `current()` shows (the screens' tests switch it). */
  viewer = 'landlord';

  as(who: string): ViewingsApi {
    return new ViewingsApiInMemory(this, () => who);
  }

  current(): ViewingsApi {
    return new ViewingsApiInMemory(this, () => this.viewer);
  }

  nextId(prefix: string): string {
    return `${prefix}-${++this.n}`;
  }
}

const fail = (code: ErrorCode, status = 409, fieldErrors: { field: string; code: 'invalid'; message: string }[] = []) =>
  new RequestError('http', code, code, status, fieldErrors);

export class ViewingsApiInMemory implements ViewingsApi {
  constructor(
    private readonly w: ViewingsWorldInMemory,
    /** 'landlord' or a seeker's id. */
    private readonly viewer: () => string,
  ) {}

  private get who() {
    return this.viewer();
  }

  private get landlord() {
    return this.who === 'landlord';
  }

  private check(adId: string) {
    if (adId !== this.w.adId) throw fail('NOT_FOUND', 404);
    if (!this.landlord && !this.w.enquirers.some((e) => e.seekerId === this.who)) throw fail('NOT_FOUND', 404);
  }

  async plan(adId: string): Promise<ViewingPlan> {
    this.check(adId);
    const live = this.w.bookings.filter((b) => !b.cancelled);
    const mine = live.find((b) => b.seeker === this.who);
    const slots = this.w.slots
      .filter(
        (s) =>
          this.landlord ||
          s.id === mine?.slotId ||
          (!s.cancelled && (this.w.invited.has(this.who) || s.openToEnquirers)),
      )
      .map((s): ViewingSlot => {
        const here = live.filter((b) => b.slotId === s.id);
        return {
          ...s,
          booked: here.length,
          free: s.cancelled ? 0 : Math.max(0, s.capacity - here.length),
          addressNote: this.landlord || mine?.slotId === s.id ? s.addressNote : null,
          myBookingId: mine?.slotId === s.id ? mine.id : null,
          attendees: this.landlord
            ? here.map((b) => ({ bookingId: b.id, name: b.name, attendance: b.attendance }))
            : null,
        };
      });
    const enquirers = this.w.enquirers.map((e) => ({
      ...e,
      invited: this.w.invited.has(e.seekerId),
      bookedSlotId: live.find((b) => b.seeker === e.seekerId)?.slotId ?? null,
    }));
    return {
      adId,
      adTitle: this.w.adTitle,
      isLandlord: this.landlord,
      slots,
      enquirers: this.landlord ? enquirers : null,
    };
  }

  async mine(): Promise<ViewingPlan[]> {
    if (this.landlord) return [];
    const plan = await this.plan(this.w.adId).catch(() => null);
    return plan && plan.slots.length > 0 ? [plan] : [];
  }

  async offer(adId: string, slot: NewViewingSlot): Promise<ViewingPlan> {
    if (!this.landlord) throw fail('NOT_FOUND', 404);
    this.check(adId);
    const startsAt = momentInGermany(slot.date, slot.time);
    const errors = viewingSlotErrors({ ...slot, startsAt, addressNote: slot.addressNote ?? '' }, this.w.now());
    if (errors.length > 0) throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid', 400, errors);
    this.w.slots.push({
      id: this.w.nextId('slot'),
      kind: slot.kind,
      startsAt: startsAt!.toISOString(),
      endsAt: new Date(startsAt!.getTime() + slot.minutes * 60_000).toISOString(),
      capacity: capacityOf(slot.kind, slot.capacity),
      openToEnquirers: slot.openToEnquirers,
      cancelled: false,
      addressNote: slot.addressNote?.trim() || null,
    });
    this.w.slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    return this.plan(adId);
  }

  async invite(adId: string, seekerIds: string[]): Promise<ViewingPlan> {
    if (!this.landlord) throw fail('NOT_FOUND', 404);
    if (seekerIds.some((id) => !this.w.enquirers.some((e) => e.seekerId === id)))
      throw fail('VALIDATION_FAILED', 400, [{ field: 'seekerIds', code: 'invalid', message: 'Not an enquirer' }]);
    seekerIds.forEach((id) => this.w.invited.add(id));
    return this.plan(adId);
  }

  private slot(id: string) {
    const slot = this.w.slots.find((s) => s.id === id);
    if (!slot) throw fail('NOT_FOUND', 404);
    return slot;
  }

  private begun(startsAt: string) {
    return new Date(startsAt).getTime() <= this.w.now().getTime();
  }

  async cancelSlot(slotId: string): Promise<ViewingPlan> {
    if (!this.landlord) throw fail('NOT_FOUND', 404);
    const slot = this.slot(slotId);
    if (slot.cancelled) throw fail('SLOT_CANCELLED');
    if (this.begun(slot.startsAt)) throw fail('VIEWING_BEGUN');
    slot.cancelled = true;
    this.w.bookings.filter((b) => b.slotId === slotId).forEach((b) => (b.cancelled = true));
    return this.plan(this.w.adId);
  }

  async book(slotId: string): Promise<ViewingPlan> {
    const slot = this.slot(slotId);
    if (this.landlord || !(this.w.invited.has(this.who) || slot.openToEnquirers)) throw fail('NOT_FOUND', 404);
    if (slot.cancelled) throw fail('SLOT_CANCELLED');
    if (this.begun(slot.startsAt)) throw fail('VIEWING_BEGUN');
    const mine = this.w.bookings.find((b) => b.seeker === this.who);
    if (mine && !mine.cancelled && mine.slotId === slotId) return this.plan(this.w.adId);
    if (this.w.bookings.filter((b) => !b.cancelled && b.slotId === slotId).length >= slot.capacity)
      throw fail('SLOT_FULL');
    const name = this.w.enquirers.find((e) => e.seekerId === this.who)?.name ?? '';
    if (mine) Object.assign(mine, { slotId, cancelled: false, attendance: null });
    else
      this.w.bookings.push({
        id: this.w.nextId('booking'),
        slotId,
        seeker: this.who,
        name,
        cancelled: false,
        attendance: null,
      });
    return this.plan(this.w.adId);
  }

  async cancelBooking(bookingId: string): Promise<ViewingPlan> {
    const booking = this.w.bookings.find((b) => b.id === bookingId && b.seeker === this.who);
    if (!booking) throw fail('NOT_FOUND', 404);
    if (booking.cancelled) throw fail('SLOT_CANCELLED');
    if (this.begun(this.slot(booking.slotId).startsAt)) throw fail('VIEWING_BEGUN');
    booking.cancelled = true;
    return this.plan(this.w.adId);
  }

  async bookingCalendar(bookingId: string): Promise<{ filename: string; content: Blob }> {
    const booking = this.w.bookings.find((b) => b.id === bookingId && b.seeker === this.who);
    if (!booking) throw fail('NOT_FOUND', 404);
    const slot = this.slot(booking.slotId);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      `UID:viewing-${booking.id}@inserat.test`,
      `DTSTART:${stamp(slot.startsAt)}`,
      `DTEND:${stamp(slot.endsAt)}`,
      `SUMMARY:Besichtigung: ${this.w.adTitle}`,
      `STATUS:${booking.cancelled || slot.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    return {
      filename: `besichtigung-${booking.id.slice(0, 8)}.ics`,
      content: new Blob([text], { type: 'text/calendar' }),
    };
  }

  async markAttendance(bookingId: string, attendance: Attendance): Promise<ViewingPlan> {
    const booking = this.w.bookings.find((b) => b.id === bookingId);
    if (!this.landlord || !booking) throw fail('NOT_FOUND', 404);
    if (booking.cancelled) throw fail('SLOT_CANCELLED');
    if (!this.begun(this.slot(booking.slotId).startsAt)) throw fail('VIEWING_NOT_BEGUN');
    booking.attendance = attendance;
    return this.plan(this.w.adId);
  }

  async calendarFeed(): Promise<CalendarFeed> {
    const since = this.w.feeds.get(this.who);
    return { url: since ? `https://inserat.test/api/calendar/${this.who}.${since}.ics` : null };
  }

  async renewCalendarFeed(): Promise<CalendarFeed> {
    this.w.feeds.set(this.who, (this.w.feeds.get(this.who) ?? 0) + 1);
    return this.calendarFeed();
  }

  async revokeCalendarFeed(): Promise<CalendarFeed> {
    this.w.feeds.delete(this.who);
    return { url: null };
  }
}
