/**
 * The moderation desk with AD_MODERATION on (a server of its own, started beside the journeys' one): a new ad
 * waits for review, the moderator rejects it with a template, the seller is mailed, edits and publishes it again, the
 * moderator approves it and the seller is mailed again; a report is handled to "Erledigt"; the audit log shows it all.
 */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoAxeViolations,
  launch,
  mailCount,
  mailTo,
  newContext,
  open,
  screenshot,
  sidewaysOverflow,
  signIn as signInAs,
} from './browser';

const SELLER = { email: 'erika@inserat.local', password: 'inserat-demo-2026' };
// Started by the global setup beside the journeys' server (test/e2e/globalSetup.ts), with the same settings.
const server = { baseUrl: inject('moderatedBaseUrl') };
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; error?: string };
  expect(response.ok, `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

/** The seller's new ad, written and submitted as the ad form does it (the form itself has journeys of its own). */
async function submittedAd(title: string): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>('POST', '/auth/login', null, SELLER);
  const ad = await api<{ id: string }>('POST', '/ads', accessToken, {
    title,
    description: 'Helle Wohnung mit Balkon, Einbauküche und Parkett, ruhig gelegen. Kontakt gern über das Formular.',
    category: 'apartment_rent',
    priceCents: 98000,
    priceType: 'fixed',
    postalCode: '10435',
    city: 'Berlin',
    livingArea: 64,
    rooms: 2,
  });
  const form = new FormData();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'wohnzimmer.jpg');
  const uploaded = await fetch(`${server.baseUrl}/api/ads/${ad.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  expect((await api<{ status: string }>('POST', `/ads/${ad.id}/publish`, accessToken, {})).status).toBe('pending');
  return ad.id;
}

/** Signed in, with the page's heading drawn (its desk loads with it). */
async function signIn(page: Page, email: string, password: string) {
  await signInAs(page, email, password);
  await page.locator('h1').first().waitFor();
}

describe('the moderation desk (AD_MODERATION=true)', () => {
  it('rejects with a template and a mail; the seller fixes the ad and publishes again; approved with a mail', async () => {
    const title = `Altbau zum Prüfen ${Date.now()}`;
    const adId = await submittedAd(title);
    const before = await mailCount();

    const moderator = await (await newContext(browser, 'de', 1280, { baseUrl: server.baseUrl })).newPage();
    await signIn(moderator, inject('adminEmail'), inject('adminPassword'));
    await open(moderator, '/app/admin_dashboard');
    await moderator
      .getByRole('list', { name: `Fotos von „${title}“` })
      .getByRole('img', { name: 'Foto 1 von 1' })
      .waitFor();
    await moderator.getByRole('button', { name: `„${title}“ ablehnen` }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Anzeige ablehnen' });
    await dialog.getByLabel('Textbaustein').selectOption({ label: 'Kontaktdaten im Text' });
    await expectNoAxeViolations(moderator);
    await screenshot(moderator, 'app_admin_dashboard_reject-de-1280');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await moderator.getByRole('button', { name: `„${title}“ ablehnen` }).waitFor({ state: 'detached' });

    const rejection = await mailTo(SELLER.email, /wurde abgelehnt/, before);
    expect(rejection.subject).toBe(`Ihre Anzeige „${title}“ wurde abgelehnt`);
    expect(rejection.text).toContain('Begründung: Bitte entfernen Sie Telefonnummern, E-Mail-Adressen und Links');

    // The seller sees the reason on the dashboard, edits the ad and publishes it with the credit that came back.
    const seller = await (await newContext(browser, 'de', 390, { baseUrl: server.baseUrl })).newPage();
    await signIn(seller, SELLER.email, SELLER.password);
    await open(seller, '/app/user_dashboard');
    await seller.getByText('Abgelehnt: Bitte entfernen Sie Telefonnummern', { exact: false }).waitFor();
    expect((await sidewaysOverflow(seller)).pixels).toBe(0);
    await seller.getByRole('link', { name: `„${title}“ bearbeiten` }).click();
    const description = seller.getByLabel('Beschreibung', { exact: true });
    await description.fill('');
    await seller.getByRole('button', { name: 'Speichern und weiter' }).click();
    await seller.getByText('Bitte beschreiben Sie die Immobilie.').waitFor();
    await description.fill('Helle Wohnung mit Balkon, Einbauküche und Parkett, ruhig gelegen, frisch renoviert.');
    await seller.getByRole('button', { name: 'Speichern und weiter' }).click();
    await seller.getByRole('heading', { level: 2, name: 'Bilder' }).waitFor();
    await seller.getByRole('button', { name: 'Weiter' }).click();
    await seller.getByRole('heading', { level: 2, name: 'Paket' }).waitFor();
    await seller.getByRole('button', { name: 'Weiter' }).click();
    // With moderation on, the last step submits the ad for review, and says so.
    await seller.getByRole('heading', { level: 2, name: 'Prüfen & einreichen' }).waitFor();
    await seller.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await expect
      .poll(
        async () =>
          (
            await api<{ status: string }>(
              'GET',
              `/ads/${adId}`,
              (await api<{ accessToken: string }>('POST', '/auth/login', null, SELLER)).accessToken,
            )
          ).status,
        { timeout: 20_000 },
      )
      .toBe('pending');

    const beforeApproval = await mailCount();
    await open(moderator, '/app/admin_dashboard');
    await moderator.getByRole('button', { name: `„${title}“ freigeben` }).click();
    await moderator.getByRole('button', { name: `„${title}“ freigeben` }).waitFor({ state: 'detached' });
    const approval = await mailTo(SELLER.email, /ist online/, beforeApproval);
    expect(approval.subject).toBe(`Ihre Anzeige „${title}“ ist online`);
    expect(approval.text).toContain(`/ads/${adId}`);

    // Both decisions are in the audit log, newest first.
    await open(moderator, '/app/admin_dashboard');
    const log = moderator.getByRole('table', { name: 'Protokoll' });
    await log.getByRole('row').filter({ hasText: 'Anzeige freigegeben' }).filter({ hasText: title }).waitFor();
    await log.getByRole('row').filter({ hasText: 'Anzeige abgelehnt' }).filter({ hasText: title }).waitFor();
    await seller.context().close();
    await moderator.context().close();
  });

  it('a report goes from "Offen" through "In Prüfung" to "Erledigt" with a note, and the audit log says so', async () => {
    const { items } = await api<{ items: { id: string; title: string }[] }>('GET', '/ads?limit=1', null);
    const reported = items[0]!;
    await api('POST', `/ads/${reported.id}/report`, null, {
      reason: 'fraud',
      message: 'Verlangt Vorkasse per Überweisung.',
    });

    const moderator = await (await newContext(browser, 'de', 390, { baseUrl: server.baseUrl })).newPage();
    await signIn(moderator, inject('adminEmail'), inject('adminPassword'));
    await open(moderator, '/app/admin/reports');
    const report = moderator.getByRole('listitem').filter({ hasText: 'Verlangt Vorkasse per Überweisung.' });
    await report.locator('.badge', { hasText: 'Offen' }).waitFor();
    await report.getByLabel('Status').selectOption({ label: 'In Prüfung' });
    await report.getByRole('button', { name: 'Speichern' }).click();
    await report.getByText('Gespeichert.').waitFor();
    await report.getByLabel('Status').selectOption({ label: 'Erledigt' });
    await report.getByLabel('Notiz des Moderationsteams').fill('Anbieter angeschrieben, Anzeige geprüft.');
    await report.getByRole('button', { name: 'Speichern' }).click();
    await report.getByText('Gespeichert.').waitFor();
    expect((await sidewaysOverflow(moderator)).pixels).toBe(0);
    await expectNoAxeViolations(moderator);

    // After a reload, as the server keeps it.
    await open(moderator, '/app/admin/reports');
    await moderator.getByRole('combobox', { name: 'Status der Meldungen' }).selectOption({ label: 'Erledigt' });
    const kept = moderator.getByRole('listitem').filter({ hasText: 'Verlangt Vorkasse per Überweisung.' });
    await kept.locator('.badge', { hasText: 'Erledigt' }).waitFor();
    expect(await kept.getByLabel('Notiz des Moderationsteams').inputValue()).toBe(
      'Anbieter angeschrieben, Anzeige geprüft.',
    );
    await open(moderator, '/app/admin_dashboard');
    await moderator
      .getByRole('table', { name: 'Protokoll' })
      .getByRole('row')
      .filter({ hasText: 'Meldung bearbeitet · Erledigt' })
      .first()
      .waitFor();
    await moderator.context().close();
  });
});
