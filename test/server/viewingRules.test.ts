import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, type TestServer, startTestServer } from './helpers';
import { germanSlot, viewingsWorld } from './viewingsWorld';

/*
 * Besichtigungen (issue 45), the rules around the booking: what a slot may be, who may do what (a landlord with their
 * own ads only, a seeker with slots offered to them only), attendance once the viewing has begun, the reminder a day
 * before, the private calendar feed, the data export and deletion.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof viewingsWorld>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  world = await viewingsWorld(server, 'regeln');
});
afterAll(() => server.close());

describe('what a slot may be', () => {
  it.each([
    ['a day that does not exist', { date: '2026-02-30', time: '18:00' }, 'startsAt'],
    ['a time that does not exist', { time: '24:10' }, 'startsAt'],
    ['the past', { days: -1 }, 'startsAt'],
    ['too far ahead', { days: 200 }, 'startsAt'],
    ['five minutes long', { minutes: 5 }, 'minutes'],
    ['a group of one', { capacity: 1 }, 'capacity'],
    ['a group of 51', { capacity: 51 }, 'capacity'],
    ['a note of 301 characters', { addressNote: 'x'.repeat(301) }, 'addressNote'],
  ])('%s is refused on its field, and nothing is offered', async (_, change, field) => {
    const { days = 3, ...rest } = change as { days?: number };
    const answer = await world.offer(world.landlord.token, { ...germanSlot(server, days), ...rest });
    expect(answer.status).toBe(400);
    expect((answer.body.errors as { field: string }[]).map((e) => e.field)).toEqual([field]);
    expect((await world.plan(world.landlord.token)).plan.slots).toEqual([]);
  });

  it('a single appointment takes one person, whatever capacity the form sent', async () => {
    const answer = await world.offer(world.landlord.token, { ...germanSlot(server, 2), kind: 'single', capacity: 9 });
    expect(answer.plan.slots[0]).toMatchObject({ kind: 'single', capacity: 1, free: 1 });
  });
});

describe('who may do what', () => {
  it('another landlord, a stranger and an administrator see and change nothing of this ad', async () => {
    const other = await world.person('Otto');
    const slotId = (await world.plan(world.landlord.token)).plan.slots[0]!.id;
    for (const token of [other.token, await adminToken(server)]) {
      expect((await world.plan(token)).status).toBe(404);
      expect((await world.offer(token, germanSlot(server, 3))).status).toBe(404);
      expect((await world.cancelSlot(token, slotId)).status).toBe(404);
      expect((await world.invite(token, [other.id])).status).toBe(404);
      expect((await world.book(token, slotId)).status).toBe(404);
    }
    expect((await call(server.app, 'GET', `/api/ads/${world.ad.id}/viewings`)).status).toBe(401);
  });

  it('only people who wrote about the ad can be invited; a blocked pair cannot book', async () => {
    const stranger = await world.person('Sven');
    const refused = await world.invite(world.landlord.token, [stranger.id]);
    expect(refused.status).toBe(400);
    expect(await world.mailsTo(stranger.email)).toHaveLength(1); // the activation code only
    const tom = await world.enquirer('Tom');
    await world.invite(world.landlord.token, [tom.id]);
    const conversation = (await world.plan(world.landlord.token)).plan.enquirers!.find((e) => e.name === 'Tom')!;
    await call(server.app, 'POST', `/api/conversations/${conversation.conversationId}/block`, {
      token: world.landlord.token,
    });
    const slotId = (await world.plan(world.landlord.token)).plan.slots[0]!.id;
    expect((await world.plan(tom.token)).plan.slots).toEqual([]);
    expect((await world.book(tom.token, slotId)).error).toBe('CONVERSATION_BLOCKED');
  });
});

describe('after the viewing, a day before it, and in a calendar', () => {
  it('attendance is marked once the viewing has begun, and booking or moving ends there', async () => {
    const slot = await world.newSlot({ ...germanSlot(server, 1, '12:00'), openToEnquirers: true });
    const uwe = await world.enquirer('Uwe');
    const bookingId = (await world.book(uwe.token, slot.id)).plan.slots.find((s) => s.id === slot.id)!.myBookingId!;
    expect((await world.mark(world.landlord.token, bookingId, 'attended')).error).toBe('VIEWING_NOT_BEGUN');
    expect((await world.mark(uwe.token, bookingId, 'attended')).status).toBe(404);
    server.clock.advance(new Date(slot.startsAt).getTime() - server.clock.now().getTime() + 60_000);
    try {
      const marked = await world.mark(world.landlord.token, bookingId, 'no_show');
      expect(marked.plan.slots.find((s) => s.id === slot.id)!.attendees![0]!.attendance).toBe('no_show');
      expect((await world.mark(world.landlord.token, bookingId, 'attended')).status).toBe(200);
      expect((await world.cancelBooking(uwe.token, bookingId)).error).toBe('VIEWING_BEGUN');
      expect((await world.book(uwe.token, slot.id)).error).toBe('VIEWING_BEGUN');
      expect((await world.cancelSlot(world.landlord.token, slot.id)).error).toBe('VIEWING_BEGUN');
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('the reminder goes out once, a day before, and again after a move', async () => {
    const soon = await world.newSlot({ ...germanSlot(server, 4), openToEnquirers: true });
    const later = await world.newSlot({ ...germanSlot(server, 6), openToEnquirers: true });
    const vera = await world.enquirer('Vera');
    await world.book(vera.token, soon.id);
    // Walter turned reminders off: his booking is confirmed, but no reminder comes.
    const walter = await world.enquirer('Walter');
    await call(server.app, 'PUT', '/api/user/notifications', {
      token: walter.token,
      body: { messages: true, reminders: false, newsletter: false },
    });
    await world.book(walter.token, soon.id);
    const reminders = () => world.mailsTo(vera.email, /^Morgen: Besichtigung/);
    const toBefore = (iso: string, ms: number) =>
      (server.clock.offsetMs += new Date(iso).getTime() - ms - server.clock.now().getTime());
    try {
      toBefore(soon.startsAt, 25 * HOUR);
      await server.services.viewings.viewingReminders.execute();
      expect(await reminders()).toHaveLength(0);
      toBefore(soon.startsAt, 23 * HOUR);
      await server.services.viewings.viewingReminders.execute();
      await server.services.viewings.viewingReminders.execute();
      expect(await reminders()).toHaveLength(1);
      expect(await world.mailsTo(walter.email, /^Morgen: Besichtigung/)).toEqual([]);
      expect(await world.mailsTo(walter.email, /Besichtigung gebucht/)).toHaveLength(1);
      await world.book(vera.token, later.id);
      toBefore(later.startsAt, 2 * HOUR);
      await server.services.viewings.viewingReminders.execute();
      const [, second] = await reminders();
      expect(second!.text).toContain('Zur Erinnerung');
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('the calendar feed lists my viewings at a secret address; a new address or revoking ends the old one', async () => {
    const wim = await world.enquirer('Wim');
    const slot = await world.newSlot({ ...germanSlot(server, 8), openToEnquirers: true });
    await world.book(wim.token, slot.id);
    expect((await call(server.app, 'GET', '/api/user/calendar-feed', { token: wim.token })).body.data).toEqual({
      url: null,
    });
    const { url } = (await call(server.app, 'POST', '/api/user/calendar-feed', { token: wim.token })).body.data as {
      url: string;
    };
    expect((await call(server.app, 'GET', '/api/user/calendar-feed', { token: wim.token })).body.data).toEqual({ url });
    const path = new URL(url).pathname;
    const feed = await server.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([slot.startsAt]);
    expect(events[0]!.summary).toBe(`Besichtigung: ${world.ad.title}`);
    // The landlord's own feed has the slot with its count.
    await call(server.app, 'POST', '/api/user/calendar-feed', { token: world.landlord.token });
    const hostUrl = (
      (await call(server.app, 'GET', '/api/user/calendar-feed', { token: world.landlord.token })).body.data as {
        url: string;
      }
    ).url;
    expect((await server.app.inject({ method: 'GET', url: new URL(hostUrl).pathname })).body).toContain('(1/3)');

    const tampered = path.replace(/\.([\w-]{5})/, '.xxxxx');
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    // Renewed within the same second (issue 68: it gave the same secret back), the address is a new one all the same.
    const renewed = (await call(server.app, 'POST', '/api/user/calendar-feed', { token: wim.token })).body.data as {
      url: string;
    };
    expect(renewed.url).not.toBe(url);
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await call(server.app, 'DELETE', '/api/user/calendar-feed', { token: wim.token });
    expect((await server.app.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode).toBe(404);
  });

  it('the data export lists my bookings; deleting my account removes them and frees the place', async () => {
    const xena = await world.enquirer('Xena');
    const slot = await world.newSlot({ ...germanSlot(server, 9), openToEnquirers: true });
    await world.book(xena.token, slot.id);
    const exported = await server.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { authorization: `Bearer ${xena.token}` },
    });
    const { viewings } = exported.json() as { viewings: unknown[] };
    expect(viewings).toEqual([
      expect.objectContaining({ startsAt: slot.startsAt, cancelled: false, attendance: null }),
    ]);
    const gone = await call(server.app, 'DELETE', '/api/user/profile', {
      token: xena.token,
      body: { password: 'secret-password-1' },
    });
    expect(gone.status).toBe(200);
    expect((await world.plan(world.landlord.token)).plan.slots.find((s) => s.id === slot.id)!.booked).toBe(0);
  });

  it('forgets viewings, their bookings and old invitations 180 days after, and keeps what is to come', async () => {
    const yara = await world.enquirer('Yara');
    await world.invite(world.landlord.token, [yara.id]);
    const slot = await world.newSlot({ ...germanSlot(server, 2), openToEnquirers: true });
    await world.book(yara.token, slot.id);
    const later = await world.newSlot({ ...germanSlot(server, 100) });
    try {
      server.clock.advance(150 * 86_400_000);
      expect(await server.services.viewings.forgetPastViewings.execute()).toBe(0);
      server.clock.advance(40 * 86_400_000);
      expect(await server.services.viewings.forgetPastViewings.execute()).toBeGreaterThan(0);
      const left = (await world.plan(world.landlord.token)).plan;
      expect(left.slots.map((s) => s.id)).not.toContain(slot.id);
      expect(left.slots.map((s) => s.id)).toContain(later.id);
      // Her invitation stays while a viewing is still to come; her booking of the past one is gone.
      expect(left.enquirers!.find((e) => e.name === 'Yara')).toMatchObject({ invited: true, bookedSlotId: null });
      const exported = await server.app.inject({
        method: 'GET',
        url: '/api/user/export',
        headers: { authorization: `Bearer ${yara.token}` },
      });
      expect((exported.json() as { viewings: unknown[] }).viewings).toEqual([]);
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});
