import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_LEG, type TestServer, startTestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';
import { calendarOf, germanSlot, viewingsWorld } from './viewingsWorld';

/*
 * Besichtigungen (issue 45): a landlord offers slots and invites enquirers; seekers book, move and cancel with a
 * calendar file each time (one UID through every change); a full slot takes nobody more; a cancelled slot tells
 * everyone booked. Rules, attendance, reminders and the feed: viewingRules.test.ts.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof viewingsWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await viewingsWorld(server, 'besichtigung');
});
afterAll(() => server.close());

describe('slots, invitations and bookings', () => {
  it('an invited enquirer books, moves and cancels; each mail carries the same calendar entry, revised', async () => {
    const { landlord } = world;
    const watcher = await thirdPersonWatching(server);
    const anna = await world.enquirer('Anna');
    const ben = await world.enquirer('Ben');
    const first = await world.offer(landlord.token, {
      ...germanSlot(server, 3, '18:00'),
      addressNote: 'Hinterhaus, 3. OG, bei Krause klingeln',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await world.offer(landlord.token, { ...germanSlot(server, 4, '10:30'), minutes: 45 });
    const [early, late] = second.plan.slots;
    expect(late).toMatchObject({ kind: 'group', capacity: 3, booked: 0, free: 3, openToEnquirers: false });
    expect(new Date(late!.endsAt).getTime() - new Date(late!.startsAt).getTime()).toBe(45 * 60_000);

    // Before an invitation the slots are not offered to Anna: she wrote, but these slots are for those invited.
    expect((await world.plan(anna.token)).plan.slots).toEqual([]);
    expect((await world.book(anna.token, early!.id)).status).toBe(404);

    const invited = await world.invite(landlord.token, [anna.id, ben.id]);
    expect(invited.plan.enquirers!.map((e) => [e.name, e.invited])).toEqual([
      ['Anna', true],
      ['Ben', true],
    ]);
    const [invitation] = await world.mailsTo(anna.email, /Einladung zur Besichtigung/);
    expect(invitation!.text).toContain('/app/viewings');
    // Inviting again mails nobody twice.
    await world.invite(landlord.token, [anna.id]);
    expect(await world.mailsTo(anna.email, /Einladung/)).toHaveLength(1);

    const seen = await world.plan(anna.token);
    expect(seen.plan.isLandlord).toBe(false);
    expect(seen.plan.enquirers).toBeNull();
    expect(seen.plan.slots.map((s) => [s.id, s.addressNote, s.attendees])).toEqual([
      [early!.id, null, null],
      [late!.id, null, null],
    ]);

    const booked = await world.book(anna.token, early!.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const mine = booked.plan.slots.find((s) => s.id === early!.id)!;
    expect(mine).toMatchObject({ booked: 1, free: 2, addressNote: 'Hinterhaus, 3. OG, bei Krause klingeln' });
    expect(mine.myBookingId).toEqual(expect.any(String));
    const [bookedMail] = await world.mailsTo(anna.email, /Besichtigung gebucht/);
    expect(bookedMail!.text).toContain('Hinweis des Vermieters: Hinterhaus, 3. OG, bei Krause klingeln');
    const request = calendarOf(bookedMail!);
    expect(request).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      status: 'CONFIRMED',
      location: '10435 Berlin (Prenzlauer Berg)',
    });
    expect(request.start.toISOString()).toBe(early!.startsAt);
    expect(request.end.toISOString()).toBe(early!.endsAt);
    expect(request.uid).toMatch(/^viewing-.+@/);

    // Booking the same slot again changes nothing and mails nothing.
    expect((await world.book(anna.token, early!.id)).status).toBe(200);
    expect(await world.mailsTo(anna.email, /Besichtigung (gebucht|verlegt)/)).toHaveLength(1);

    // Moving: the same calendar entry at its new time, one revision on; the first slot has its place back.
    const moved = await world.book(anna.token, late!.id);
    expect(moved.plan.slots.find((s) => s.id === late!.id)!.myBookingId).toBe(mine.myBookingId);
    expect((await world.plan(landlord.token)).plan.slots.map((s) => s.booked)).toEqual([0, 1]);
    const update = calendarOf((await world.mailsTo(anna.email, /Besichtigung verlegt/))[0]!);
    expect(update).toMatchObject({ method: 'REQUEST', uid: request.uid, sequence: 1 });
    expect(update.start.toISOString()).toBe(late!.startsAt);

    const cancelled = await world.cancelBooking(anna.token, mine.myBookingId!);
    expect(cancelled.status).toBe(200);
    expect(cancelled.plan.slots.every((s) => s.myBookingId === null)).toBe(true);
    const cancel = calendarOf((await world.mailsTo(anna.email, /Besichtigung abgesagt/))[0]!);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: request.uid, sequence: 2, status: 'CANCELLED' });
    expect((await world.cancelBooking(anna.token, mine.myBookingId!)).error).toBe('SLOT_CANCELLED');

    // Nothing of this reaches a third person: not the slots, not the note, not the mails.
    expect((await world.plan(watcher.person.token)).status).toBe(404);
    await watcher.sawNothing({ secrets: ['Hinterhaus', 'Anna', world.ad.title] });
  });

  it('the landlord sees who is booked where; the others see only places, never names', async () => {
    const slot = await world.newSlot({ ...germanSlot(server, 5), openToEnquirers: true });
    const carla = await world.enquirer('Carla');
    const dora = await world.enquirer('Dora');
    expect((await world.book(carla.token, slot.id)).status).toBe(200);
    const forDora = (await world.plan(dora.token)).plan.slots.find((s) => s.id === slot.id)!;
    expect(forDora).toMatchObject({ booked: 1, free: 2, attendees: null, addressNote: null, myBookingId: null });
    const forLandlord = (await world.plan(world.landlord.token)).plan;
    expect(forLandlord.slots.find((s) => s.id === slot.id)!.attendees!.map((a) => a.name)).toEqual(['Carla']);
    expect(forLandlord.enquirers!.find((e) => e.name === 'Carla')!.bookedSlotId).toBe(slot.id);
    // Dora's list of viewings has the ad; Carla's has it with her booking.
    expect((await world.mine(dora.token)).map((p) => p.adId)).toEqual([world.ad.id]);
    expect((await world.mine(carla.token))[0]!.slots.find((s) => s.myBookingId)!.id).toBe(slot.id);
  });

  it(`a full slot takes nobody more, however many book at once (${DB_LEG})`, async () => {
    const slot = await world.newSlot({ ...germanSlot(server, 6), capacity: 3, openToEnquirers: true });
    const seekers = await Promise.all(
      ['Emil', 'Frida', 'Gustav', 'Hanna', 'Ida', 'Jonas'].map((name) => world.enquirer(name)),
    );
    const answers = await Promise.all(seekers.map((s) => world.book(s.token, slot.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map((a) => a.error)).toEqual([
      'SLOT_FULL',
      'SLOT_FULL',
      'SLOT_FULL',
    ]);
    const after = (await world.plan(world.landlord.token)).plan.slots.find((s) => s.id === slot.id)!;
    expect(after).toMatchObject({ booked: 3, free: 0 });
    expect(after.attendees).toHaveLength(3);
  });

  it('a cancelled slot tells everyone booked, with a cancellation for their calendar, and no one else', async () => {
    const slot = await world.newSlot({ ...germanSlot(server, 7), openToEnquirers: true });
    const kai = await world.enquirer('Kai');
    const lea = await world.enquirer('Lea');
    const mia = await world.enquirer('Mia');
    await world.book(kai.token, slot.id);
    await world.book(lea.token, slot.id);
    const done = await world.cancelSlot(world.landlord.token, slot.id);
    expect(done.status).toBe(200);
    expect(done.plan.slots.find((s) => s.id === slot.id)).toMatchObject({ cancelled: true, booked: 0, free: 0 });
    for (const seeker of [kai, lea]) {
      const [mail] = await world.mailsTo(seeker.email, /Vermieter hat die Besichtigung abgesagt/);
      expect(calendarOf(mail!)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
    }
    expect(await world.mailsTo(mia.email, /abgesagt/)).toEqual([]);
    expect((await world.book(mia.token, slot.id)).error).toBe('SLOT_CANCELLED');
    expect((await world.cancelSlot(world.landlord.token, slot.id)).error).toBe('SLOT_CANCELLED');
    // The cancelled slot is gone from Mia's offers; Kai's booking is no longer live.
    expect((await world.plan(mia.token)).plan.slots.map((s) => s.id)).not.toContain(slot.id);
    expect((await world.plan(kai.token)).plan.slots.some((s) => s.myBookingId)).toBe(false);
  });
});
