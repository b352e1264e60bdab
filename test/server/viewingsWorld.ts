import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ViewingPlan } from '../../src/domain/viewings';
import type { MailMessage } from '../../server/platform/ports';
import { call, publishedAd, signUp, type TestServer } from './helpers';

/** A German date and time `days` days from the server's now, as the landlord's form sends them. */
export function germanSlot(server: TestServer, days: number, time = '18:00') {
  const day = new Date(server.clock.now().getTime() + days * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(day);
  return { date, time };
}

/** The calendar file a mail carries, parsed as a calendar app would (ical.js): its method and first event. */
export function calendarOf(mail: MailMessage) {
  const file = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, `${mail.subject} carries a calendar file`).toBeDefined();
  const text = Buffer.from(file!.contentBase64, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    text,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: event.component.getFirstPropertyValue('status'),
    location: event.location,
    description: event.description,
  };
}

/**
 * What the viewings tests share: a landlord with a live flat, enquirers who wrote about it, and the calls of the
 * viewings API, each answering its status and the plan.
 */
export async function viewingsWorld(server: TestServer, prefix: string) {
  let n = 0;
  const person = async (name: string) => {
    const email = `${prefix}-${name.toLowerCase()}-${++n}@example.de`;
    return { ...(await signUp(server, email, { name })), email, name };
  };
  const landlord = await person('Lena');
  const ad = await publishedAd(server, landlord, { title: `Altbau mit Dielen ${prefix}` });
  const enquirer = async (name: string, adId = ad.id) => {
    const seeker = await person(name);
    const wrote = await call(server.app, 'POST', `/api/ads/${adId}/conversations`, {
      token: seeker.token,
      body: { body: `Guten Tag, hier ist ${name}. Ist die Wohnung noch frei?` },
    });
    expect(wrote.status, JSON.stringify(wrote.body)).toBe(201);
    return seeker;
  };
  const answer = (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.status,
    error: res.body.error as string | undefined,
    plan: res.body.data as ViewingPlan,
    body: res.body,
  });
  const offer = async (token: string, slot: Record<string, unknown>, adId = ad.id) =>
    answer(
      await call(server.app, 'POST', `/api/ads/${adId}/viewings`, {
        token,
        body: { minutes: 30, kind: 'group', capacity: 3, openToEnquirers: false, ...slot },
      }),
    );
  return {
    landlord,
    ad,
    person,
    enquirer,
    offer,
    /** The landlord's new slot of the world's ad (found as the one that was not there before). */
    newSlot: async (slot: Record<string, unknown>) => {
      const get = async () =>
        (await call(server.app, 'GET', `/api/ads/${ad.id}/viewings`, { token: landlord.token })).body
          .data as ViewingPlan;
      const before = new Set((await get()).slots.map((s) => s.id));
      const offered = await offer(landlord.token, slot);
      expect(offered.status, JSON.stringify(offered.body)).toBe(201);
      return offered.plan.slots.find((s) => !before.has(s.id))!;
    },
    plan: async (token: string, adId = ad.id) =>
      answer(await call(server.app, 'GET', `/api/ads/${adId}/viewings`, { token })),
    invite: async (token: string, seekerIds: string[], adId = ad.id) =>
      answer(await call(server.app, 'POST', `/api/ads/${adId}/viewings/invitations`, { token, body: { seekerIds } })),
    book: async (token: string, slotId: string) =>
      answer(await call(server.app, 'POST', `/api/viewing-slots/${slotId}/booking`, { token })),
    cancelBooking: async (token: string, bookingId: string) =>
      answer(await call(server.app, 'DELETE', `/api/viewing-bookings/${bookingId}`, { token })),
    cancelSlot: async (token: string, slotId: string) =>
      answer(await call(server.app, 'DELETE', `/api/viewing-slots/${slotId}`, { token })),
    mark: async (token: string, bookingId: string, attendance: string) =>
      answer(
        await call(server.app, 'PUT', `/api/viewing-bookings/${bookingId}/attendance`, {
          token,
          body: { attendance },
        }),
      ),
    mine: async (token: string) =>
      (await call(server.app, 'GET', '/api/viewings', { token })).body.data as ViewingPlan[],
    mailsTo: async (email: string, subject?: RegExp) => {
      await server.mail.settled();
      return server.mail.sent.filter((m) => m.to === email && (!subject || subject.test(m.subject)));
    },
  };
}
