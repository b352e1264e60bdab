/**
 * Issue 45, viewings: a landlord opens two group viewings on the phone and invites three enquirers; one books on her
 * phone and receives the calendar file; the last place goes to one of two seekers booking at the same moment (never
 * both); the landlord calls the slot off and everyone booked is told, with a cancellation for their calendar.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiToken, buyPackage, publishAd } from './api';
import {
  createUser,
  expectCleanPage,
  launch,
  mailCount,
  mailTo,
  newContext,
  open,
  settled,
  signIn,
  type CapturedMail,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PASSWORD = 'besichtigung-password-1';
const stamp = Date.now();
const berlinDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));

/** The calendar file a mail carries, as a calendar app reads it. */
function calendarOf(mail: CapturedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, `${mail.subject} carries a calendar file`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, start: event.startDate.toJSDate() };
}

describe('viewings from the first message on', () => {
  it('two group slots, three invited, a booking with its .ics, no overbooking at once, a slot called off', async () => {
    const landlord = `Vermieterin.${stamp}@example.de`;
    await createUser(landlord, PASSWORD, { first: 'Lena', last: 'Vermieterin' });
    const owner = await apiToken(landlord, PASSWORD);
    await buyPackage(owner, 'basis');
    const adId = await publishAd(owner, { title: 'Altbau mit Dielen am Park', postalCode: '10435', city: 'Berlin' });
    const seekers = ['Anna', 'Ben', 'Carla', 'Dora'];
    const tokens: Record<string, string> = {};
    for (const name of seekers) {
      const email = `${name}.${stamp}@example.de`;
      await createUser(email, PASSWORD, { first: name, last: 'Suchend' });
      tokens[name] = await apiToken(email, PASSWORD);
      await api(tokens[name]!, 'POST', `/ads/${adId}/conversations`, {
        body: `Hallo, hier ist ${name}. Ist die Wohnung frei?`,
      });
    }

    // The landlord, on her phone: two group viewings of two places each.
    const phone = await (await newContext(browser, 'de', 390)).newPage();
    await signIn(phone, landlord, PASSWORD);
    await open(phone, `/app/ads/${adId}/viewings`);
    await settled(phone);
    const form = phone.getByRole('region', { name: 'Termin anbieten' });
    const slots = phone.getByRole('region', { name: 'Termine' });
    const offered = [
      [berlinDay(3), '18:00'],
      [berlinDay(4), '10:30'],
    ] as const;
    for (const [n, [day, time]] of offered.entries()) {
      await form.getByLabel('Tag').fill(day);
      await form.getByLabel('Uhrzeit').fill(time);
      await form.getByLabel('Plätze').fill('2');
      await form.getByRole('button', { name: 'Termin anbieten' }).click();
      await slots.locator('.viewing-slot').nth(n).waitFor();
    }
    await phone.getByText('Der Termin ist angeboten.').waitFor();
    expect(await slots.getByText('0 von 2 Plätzen gebucht', { exact: false }).count()).toBe(2);

    // Three of the four who wrote are invited at once.
    const invite = phone.getByRole('region', { name: 'Interessenten einladen' });
    expect(await invite.getByRole('button', { name: '0 Personen einladen' }).isDisabled()).toBe(true);
    for (const name of ['Anna', 'Ben', 'Carla']) await invite.getByRole('checkbox', { name }).check();
    const before = await mailCount();
    await invite.getByRole('button', { name: '3 Personen einladen' }).click();
    await phone.getByText('3 Personen sind eingeladen').waitFor();
    await expectCleanPage(phone, 'viewings-landlord-de-390');
    await mailTo(`Ben.${stamp}@example.de`, /Einladung zur Besichtigung/, before);

    // Anna books the first slot on her phone where she reads the ad (issue 71), gets the calendar file by mail and
    // keeps the same entry as a file from the page.
    const anna = await (await newContext(browser, 'de', 360)).newPage();
    await signIn(anna, `Anna.${stamp}@example.de`, PASSWORD);
    await open(anna, `/ads/${adId}`);
    await settled(anna);
    const offer = anna.getByRole('region', { name: 'Besichtigung buchen' });
    await offer
      .getByRole('button', { name: /^Buchen: / })
      .first()
      .click();
    await offer.getByText('Ihr Termin:').waitFor();
    await expectCleanPage(anna, 'viewings-seeker-ad-de-360');
    const request = calendarOf(await mailTo(`Anna.${stamp}@example.de`, /Besichtigung gebucht/, before));
    const plan = await api<{ slots: { id: string; startsAt: string }[] }>(owner, 'GET', `/ads/${adId}/viewings`);
    expect(request.method).toBe('REQUEST');
    expect(request.start.toISOString()).toBe(plan.slots[0]!.startsAt);
    const [download] = await Promise.all([
      anna.waitForEvent('download'),
      offer.getByRole('button', { name: 'Als Kalenderdatei (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^besichtigung-.+\.ics$/);
    const saved = await readFile((await download.path())!, 'utf8');
    const kept = new ICAL.Event(new ICAL.Component(ICAL.parse(saved)).getFirstSubcomponent('vevent')!);
    expect([kept.uid, kept.startDate.toJSDate().toISOString()]).toEqual([request.uid, plan.slots[0]!.startsAt]);
    await open(anna, '/app/viewings');
    await settled(anna);
    await anna.getByRole('region', { name: 'Altbau mit Dielen am Park' }).getByText('Ihr Termin:').waitFor();
    await expectCleanPage(anna, 'viewings-seeker-de-360');

    // Ben and Carla want the last place of that slot at the same moment: one gets it, the other is told it is full.
    const answers = await Promise.all(
      ['Ben', 'Carla'].map((name) =>
        fetch(`${inject('baseUrl')}/api/viewing-slots/${plan.slots[0]!.id}/booking`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[name]}` },
        }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error?: string }).error })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.error).toBe('SLOT_FULL');
    await anna.reload();
    await settled(anna);
    expect(await anna.getByText('ausgebucht').count()).toBe(0); // her own slot is not offered again; the other is free

    // Dora was not invited: the slots are not hers to see, in her list or on the ad.
    expect((await api<unknown[]>(tokens.Dora!, 'GET', '/viewings')).length).toBe(0);
    const dora = await (await newContext(browser, 'de', 390)).newPage();
    await signIn(dora, `Dora.${stamp}@example.de`, PASSWORD);
    await open(dora, `/ads/${adId}`);
    await settled(dora);
    await dora.getByRole('region', { name: 'Anbieter kontaktieren' }).waitFor();
    expect(await dora.getByRole('region', { name: 'Besichtigung buchen' }).count()).toBe(0);
    await dora.context().close();

    // The landlord calls the full slot off; both booked are told.
    await phone.reload();
    await settled(phone);
    await slots.getByText('2 von 2 Plätzen gebucht', { exact: false }).waitFor();
    await slots
      .getByRole('button', { name: /^Termin absagen: / })
      .first()
      .click();
    const dialog = phone.getByRole('dialog', { name: 'Termin absagen?' });
    await dialog.getByText('2 gebuchte Personen bekommen eine Absage', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Termin absagen' }).click();
    await slots.getByText('abgesagt', { exact: true }).waitFor();
    const cancel = calendarOf(
      await mailTo(`Anna.${stamp}@example.de`, /Vermieter hat die Besichtigung abgesagt/, before),
    );
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: request.uid });
    const winner = answers[0]!.status === 200 ? 'Ben' : 'Carla';
    await mailTo(`${winner}.${stamp}@example.de`, /Vermieter hat die Besichtigung abgesagt/, before);
    await phone.context().close();
    await anna.context().close();

    // The same pages in English on a desktop.
    const desk = await (await newContext(browser, 'en', 1280)).newPage();
    await signIn(desk, landlord, PASSWORD, 'en');
    await open(desk, `/app/ads/${adId}/viewings`);
    await desk.getByRole('heading', { name: 'Viewings', level: 1 }).waitFor();
    await expectCleanPage(desk, 'viewings-landlord-en-1280');
    await open(desk, '/app/viewings');
    await desk.getByRole('heading', { name: 'My viewings' }).waitFor();
    await expectCleanPage(desk, 'viewings-mine-en-1280');
    await desk.context().close();
  });
});
