import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishAd } from './api';
import { baseUrl, createUser, expectNoAxeViolations, launch, newContext, open, screenshot } from './browser';

/** Issue 13's Suchauftrag: save a search, be mailed once per new matching ad over real SMTP, unsubscribe in one click. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Every mail captured for the address, oldest first (headers unfolded, the body's quoted-printable decoded). */
async function mailsTo(email: string): Promise<string[]> {
  const dir = inject('mailDir');
  const files = (await readdir(dir)).filter((f) => f.includes(email.toLowerCase())).sort();
  const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return raw.map((mail) => {
    // Headers are only unfolded; the body's parts are quoted-printable (a header's "token=62…" must stay as it is).
    const split = mail.search(/\r?\n\r?\n/);
    const headers = mail.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const body = mail
      .slice(split)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return headers + body;
  });
}

/** The alert mails among them (each carries its unsubscribe link). */
const alerts = async (email: string) => (await mailsTo(email)).filter((mail) => mail.includes('/unsubscribe?token='));

/** A seller publishes an ad through the API, as the ad form does. */
const publish = (token: string, title: string, postalCode: string) =>
  publishAd(token, { title, postalCode, city: 'Alarmstadt' });

describe('Suchauftrag', () => {
  it('a user saves a search, another publishes two matching ads: one mail each, never the same ad twice; one click unsubscribes', async () => {
    const seeker = `suchauftrag-${Date.now()}@example.de`;
    const postalCode = String(90000 + (Date.now() % 9999)).padStart(5, '0');
    await createUser(seeker, 'suchauftrag-password-1');
    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await open(page, '/auth/login');
    await page.getByLabel('E-Mail').fill(seeker);
    await page.getByLabel('Passwort').fill('suchauftrag-password-1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/app\//);

    // Save the search from the list, then have it mail at once.
    await open(page, `/ads?where=${postalCode}`);
    // (An empty list offers the same button beside its ways out: the one in the list's controls comes first.)
    await page.getByRole('button', { name: 'Suche speichern' }).first().click();
    await page.getByText('Suche gespeichert', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Suchaufträge verwalten' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Suchaufträge' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: `Immobilien · ${postalCode}` });
    await item.getByLabel('E-Mail bei neuen Anzeigen').selectOption('instant');
    await page.getByText('Suchauftrag gespeichert.').first().waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'app_searches-de-390');

    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'max@inserat.local', password: 'inserat-demo-2026' }),
    });
    const sellerToken = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const first = await publish(sellerToken, 'Erste Wohnung in Alarmstadt', postalCode);
    await expect.poll(async () => (await alerts(seeker)).length, { timeout: 30_000, interval: 250 }).toBe(1);
    const second = await publish(sellerToken, 'Zweite Wohnung in Alarmstadt', postalCode);
    await expect.poll(async () => (await alerts(seeker)).length, { timeout: 30_000, interval: 250 }).toBe(2);
    const [one, two] = await alerts(seeker);
    expect(one).toContain('Erste Wohnung in Alarmstadt');
    expect(one).toContain(`/ads/${first}`);
    expect(two).toContain(`/ads/${second}`);
    // The first ad is not mailed again with the second.
    expect(two).not.toContain(`/ads/${first}`);
    expect(one).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(one).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/saved-searches\/unsubscribe\?token=[^>]+>\r?$/m);

    // The link in the mail's text: a page that asks once, no sign-in needed (a fresh browser).
    const link = /(http:\/\/[^\s/]+\/unsubscribe\?token=[A-Za-z0-9%._-]+)/.exec(one!)![1]!;
    const stranger = await newContext(browser, 'de', 1280);
    const unsubscribe = await stranger.newPage();
    const errors: string[] = [];
    unsubscribe.on('console', (m) => errors.push(m.text()));
    unsubscribe.on('pageerror', (e) => errors.push(e.message));
    await open(unsubscribe, new URL(link).pathname + new URL(link).search).catch(async (error: unknown) => {
      throw new Error(
        `${String(error)}\n${link}\n${errors.join('\n')}\n${(await unsubscribe.content()).slice(0, 3000)}`,
      );
    });
    await expectNoAxeViolations(unsubscribe);
    await unsubscribe.getByRole('button', { name: 'E-Mails abbestellen' }).click();
    await unsubscribe.getByText('Erledigt: Für diesen Suchauftrag bekommen Sie keine E-Mails mehr.').waitFor();
    await screenshot(unsubscribe, 'unsubscribe-de-1280');
    await stranger.close();

    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: `Immobilien · ${postalCode}` })
          .getByLabel('E-Mail bei neuen Anzeigen')
          .inputValue(),
      )
      .toBe('off');
    await context.close();
  });
});
