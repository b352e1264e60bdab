import { describe, expect, it } from 'vitest';
import type { ViewingsApi } from '../../src/application/viewings/ports';
import { code } from './code';

/** A German date `days` ahead, as the landlord's form sends it. */
function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * Besichtigungen from both sides: the landlord's view and an enquirer's, on one ad. One suite, run against the fake
 * and the HTTP adapter with the real server.
 */
export function viewingsApiContract(
  name: string,
  world: () => Promise<{ landlord: ViewingsApi; seeker: ViewingsApi; adId: string; seekerId: string }>,
) {
  describe(`ViewingsApi contract: ${name}`, () => {
    it('offers, invites, books with the note shown to the booked only, cancels, and keeps the feed', async () => {
      const { landlord, seeker, adId, seekerId } = await world();
      const slot = { date: dayAhead(3), time: '18:00', minutes: 30, kind: 'group' as const, capacity: 2 };
      const refused = await landlord.offer(adId, { ...slot, capacity: 1, openToEnquirers: false }).then(
        () => ({ fieldErrors: [] }),
        (error: unknown) => error as { fieldErrors: { field: string }[] },
      );
      expect(refused.fieldErrors.map((e) => e.field)).toEqual(['capacity']);
      const offered = await landlord.offer(adId, { ...slot, addressNote: 'Klingel Krause', openToEnquirers: false });
      const [only] = offered.slots;
      expect(only).toMatchObject({ capacity: 2, booked: 0, free: 2, addressNote: 'Klingel Krause', attendees: [] });
      expect(offered.enquirers).toEqual([expect.objectContaining({ seekerId, invited: false, bookedSlotId: null })]);

      expect((await seeker.plan(adId)).slots).toEqual([]);
      expect(await code(seeker.book(only!.id))).toBe('NOT_FOUND');
      expect(await code(seeker.invite(adId, [seekerId]))).toBe('NOT_FOUND');
      await landlord.invite(adId, [seekerId]);
      const offeredToSeeker = (await seeker.plan(adId)).slots[0]!;
      expect(offeredToSeeker).toMatchObject({ id: only!.id, addressNote: null, attendees: null, myBookingId: null });

      const booked = (await seeker.book(only!.id)).slots[0]!;
      expect(booked).toMatchObject({ booked: 1, free: 1, addressNote: 'Klingel Krause' });
      expect((await seeker.mine()).map((p) => p.adId)).toEqual([adId]);
      const attendee = (await landlord.plan(adId)).slots[0]!.attendees![0]!;
      expect(attendee.bookingId).toBe(booked.myBookingId);
      expect(await code(landlord.markAttendance(attendee.bookingId, 'attended'))).toBe('VIEWING_NOT_BEGUN');

      const file = await seeker.bookingCalendar(booked.myBookingId!);
      expect(file.filename).toMatch(/^besichtigung-.+\.ics$/);
      const calendar = await file.content.text();
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toContain(`UID:viewing-${booked.myBookingId}@`);
      expect(await code(landlord.bookingCalendar(booked.myBookingId!))).toBe('NOT_FOUND');
      expect((await seeker.cancelBooking(booked.myBookingId!)).slots[0]!.myBookingId).toBeNull();
      await seeker.book(only!.id);
      expect((await landlord.cancelSlot(only!.id)).slots[0]).toMatchObject({ cancelled: true, free: 0 });
      expect(await code(seeker.book(only!.id))).toBe('SLOT_CANCELLED');
      expect(await code(landlord.cancelSlot(only!.id))).toBe('SLOT_CANCELLED');

      expect(await seeker.calendarFeed()).toEqual({ url: null });
      const { url } = await seeker.renewCalendarFeed();
      expect(url).toMatch(/\/api\/calendar\/.+\.ics$/);
      expect(await seeker.calendarFeed()).toEqual({ url });
      expect(await seeker.revokeCalendarFeed()).toEqual({ url: null });
    });
  });
}
