/**
 * Issue 44: the seller of an ad held by the risk check and then rejected receives a statement of reasons, opens its
 * link on a phone without signing in, and complains; the moderator who rejected it cannot answer, a second moderator
 * reverses the decision, and the ad goes online. The transparency report counts it, in German and English.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiToken, buyPackage, publishAd } from './api';
import {
  createUser,
  expectNoAxeViolations,
  launch,
  mailCount,
  mailTo,
  newContext,
  open,
  screenshot,
  sidewaysOverflow,
  signIn,
} from './browser';
import { fit } from './validators';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PASSWORD = 'beschwerde-password-1';
const stamp = Date.now();

describe('a decision, contested and reversed', () => {
  it('statement of reasons by mail, a complaint from the phone, a second moderator reverses, the ad goes live', async () => {
    const seller = `Beschwerde.${stamp}@example.de`;
    await createUser(seller, PASSWORD, { first: 'Bea', last: 'Beschwerde' });
    const token = await apiToken(seller, PASSWORD);
    await buyPackage(token, 'basis');
    const before = await mailCount();
    const adId = await publishAd(token, {
      title: 'Ruhige Wohnung, Schlüsselübergabe',
      description:
        'Ruhige Wohnung mit Balkon. Ich bin derzeit im Ausland; die Schlüssel per Post nach Vertragsschluss.',
      postalCode: '80331',
      city: 'München',
    });
    expect((await api<{ status: string }>(token, 'GET', `/ads/${adId}`)).status).toBe('pending');
    await mailTo(seller, /vor der Veröffentlichung geprüft/, before);

    // The first moderator rejects it, on the ground of fraud.
    const admin = await apiToken(inject('adminEmail'), inject('adminPassword'));
    await api(admin, 'POST', `/admin/ads/${adId}/reject`, { reason: 'Vorkasse-Masche vermutet', ground: 'fraud' });
    const statement = await mailTo(seller, /wurde abgelehnt/, before);
    expect(statement.text).toContain('Grund: Betrug, etwa Vorauszahlungsbetrug');
    expect(statement.text).toContain('Begründung: Vorkasse-Masche vermutet');
    const link = /(https?:\/\/\S+\/decisions\/[\w-]+#token=[\w-]+)/.exec(statement.text)![1]!;

    // The seller opens the link on a phone, not signed in, and complains.
    const phone = await (await newContext(browser, 'de', 360)).newPage();
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, inject('baseUrl')));
    await phone.getByRole('heading', { name: 'Entscheidung und Begründung' }).waitFor();
    expect(await phone.locator('.decision__facts').textContent()).toContain('Vorkasse-Masche vermutet');
    await expectNoAxeViolations(phone);
    expect((await fit(phone)).overflow).toBe(0);
    await screenshot(phone, 'decision-de-360');
    const send = phone.getByRole('button', { name: 'Beschwerde einlegen' });
    await phone
      .getByLabel(/Warum ist die Entscheidung/)
      .fill('Ich wohne gerade in Wien, die Wohnung gibt es wirklich.');
    await send.click();
    await phone.getByText('ist eingegangen; wir prüfen sie', { exact: false }).waitFor();
    expect(await send.count()).toBe(0);
    await screenshot(phone, 'decision-complained-de-360');
    await phone.context().close();

    // The moderator who rejected it sees the complaint but cannot answer it.
    const desk = await (await newContext(browser, 'de', 1280)).newPage();
    await signIn(desk, inject('adminEmail'), inject('adminPassword'));
    const own = desk.locator('.complaint-case', { hasText: 'Ruhige Wohnung, Schlüsselübergabe' });
    await own.getByText('Sie haben diese Entscheidung getroffen', { exact: false }).waitFor();
    expect(await own.getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(desk);
    await desk.context().close();

    // A second moderator reverses it with reasons: the ad goes online, and the seller is told.
    const second = `Moderatorin.${stamp}@example.de`;
    await createUser(second, PASSWORD, { first: 'Mona', last: 'Moderatorin' });
    const users = await api<{ items: { id: string; email: string }[] }>(admin, 'GET', `/userList?q=${second}`);
    await api(admin, 'PATCH', `/userList/${users.items[0]!.id}`, { role: 'ADMIN' });
    const other = await (await newContext(browser, 'de', 390)).newPage();
    await signIn(other, second, PASSWORD);
    const item = other.locator('.complaint-case', { hasText: 'Ruhige Wohnung, Schlüsselübergabe' });
    await item.getByLabel(/Ihre Antwort/).fill('Der Wohnort im Ausland allein ist kein Betrug; die Anzeige ist echt.');
    await expect.poll(async () => (await fit(other)).overflow).toBe(0);
    await screenshot(other, 'complaints-desk-de-390');
    await item.getByRole('button', { name: 'Entscheidung aufheben' }).click();
    await item.waitFor({ state: 'detached' });
    await other.context().close();
    expect((await api<{ status: string }>(null, 'GET', `/ads/${adId}`)).status).toBe('active');
    const answer = await mailTo(seller, /Antwort auf Ihre Beschwerde/, before);
    expect(answer.text).toContain('die Entscheidung aufgehoben');
  });
});

describe('the transparency report', () => {
  it('renders in German and English, axe clean, fitting a phone', async () => {
    for (const [lang, heading, width] of [
      ['de', 'Transparenzbericht', 360],
      ['en', 'Transparency report', 1280],
    ] as const) {
      const page = await (await newContext(browser, lang, width)).newPage();
      await open(page, '/transparenz');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Server-rendered: the half-year's tables are in the page before any script runs.
      const html = await (
        await fetch(`${inject('baseUrl')}/transparenz`, { headers: { 'accept-language': lang } })
      ).text();
      expect(html).toContain(lang === 'de' ? 'Automatisch zurückgehaltene Anzeigen' : 'Ads held automatically');
      expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(4);
      await expectNoAxeViolations(page);
      expect((await sidewaysOverflow(page)).pixels).toBe(0);
      await screenshot(page, `transparenz-${lang}-${width}`);
      await page.context().close();
    }
  });

  it('an address that names no statement answers 404 and says the statement was not found, in de and en (issue 67)', async () => {
    for (const [lang, text] of [
      ['de', 'Diese Begründung wurde nicht gefunden.'],
      ['en', 'This statement of reasons was not found.'],
    ] as const) {
      const page = await (await newContext(browser, lang, 390)).newPage();
      const answer = await page.goto('/decisions/abc');
      expect(answer?.status()).toBe(404);
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
      expect(await page.locator('body').innerText()).not.toContain(
        lang === 'de' ? 'Bitte prüfen Sie Ihre Eingaben' : 'Please check',
      );
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });
});
