import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';
import { germanSlot, viewingsWorld } from './viewingsWorld';

/**
 * Issue 71: each booking offers its own calendar file beside the subscription — for the person booked only, the same
 * entry (UID) as the mails' and the feed's, so a calendar that has it from a mail keeps one entry.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof viewingsWorld>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await viewingsWorld(server, 'kalenderdatei');
});
afterAll(() => server.close());

const download = (bookingId: string, token?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/viewing-bookings/${bookingId}/calendar`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe("a booking's calendar file", () => {
  it('is the booked person’s alone: the viewing with its time, place and note; nobody else gets it', async () => {
    const slot = await world.newSlot({
      ...germanSlot(server, 5, '17:30'),
      openToEnquirers: true,
      addressNote: 'Seitenflügel, 2. OG',
    });
    const ida = await world.enquirer('Ida');
    const booked = await world.book(ida.token, slot.id);
    expect(booked.status).toBe(200);
    const bookingId = booked.plan.slots.find((s) => s.myBookingId)!.myBookingId!;

    const file = await download(bookingId, ida.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="besichtigung-.+\.ics"/);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`viewing-${bookingId}@${new URL(server.config.publicUrl).hostname}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.endsAt);
    expect(event.summary).toBe(`Besichtigung: ${world.ad.title}`);
    expect(event.description).toContain('Seitenflügel, 2. OG');

    const third = await thirdPersonWatching(server);
    const other = await world.enquirer('Olaf');
    for (const token of [other.token, world.landlord.token, third.person.token])
      expect((await download(bookingId, token)).statusCode, 'not theirs').toBe(404);
    expect((await download(bookingId)).statusCode).toBe(401);
    expect((await download('not-an-id', ida.token)).statusCode).toBe(400);
    await third.sawNothing({ secrets: ['Seitenflügel'] });
  });

  it('after a cancellation it says so, so a calendar that imports it removes the entry', async () => {
    const slot = await world.newSlot({ ...germanSlot(server, 6, '09:00'), openToEnquirers: true });
    const jan = await world.enquirer('Jan');
    const booked = await world.book(jan.token, slot.id);
    const bookingId = booked.plan.slots.find((s) => s.myBookingId)!.myBookingId!;
    expect((await world.cancelBooking(jan.token, bookingId)).status).toBe(200);
    const file = await download(bookingId, jan.token);
    expect(file.statusCode).toBe(200);
    const event = new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    const calls = await call(server.app, 'GET', `/api/viewing-bookings/${bookingId}/calendar`, { token: jan.token });
    expect(calls.status).toBe(200);
  });
});
