import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createUser,
  expectNoAxeViolations,
  launch,
  newContext,
  open,
  screenshot,
  showHeaderMenu,
} from './browser';

/**
 * Issue 13's Nachrichten as two people meet them: a flat-hunter on a phone (German) writes to a landlord at a desk
 * (English) about one of her ads, is asked to sign in on the way, and they talk without either seeing the other's
 * address; every new message shows in the other's open page without a reload.
 */
let browser: Browser;
const SELLER = { email: 'sonja@inserat.local', password: 'inserat-demo-2026' };
let adId: string;
let adTitle: string;

beforeAll(async () => {
  browser = await launch();
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const mine = (await (
    await fetch(`${baseUrl()}/api/ads/mine`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string; title: string; status: string }[] };
  const live = mine.data.find((ad) => ad.status === 'active')!;
  adId = live.id;
  adTitle = live.title;
});
afterAll(() => browser.close());

/** Everything a page was sent (documents and API answers), to prove what it never saw. */
function recordAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/json|html|event-stream/.test(type))
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
  });
  return bodies;
}

async function signIn(
  page: Page,
  email: string,
  password: string,
  words: { email: string; password: string; signIn: string },
) {
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

describe('Nachrichten between a seeker and a seller', () => {
  it('the seeker writes from the ad (signing in on the way), the seller sees it live, the answer comes back live, no address leaks', async () => {
    const seekerEmail = `suchender-${Date.now()}@example.de`;
    await createUser(seekerEmail, 'nachrichten-passwort-1', { first: 'Paul', last: 'Panzer' });

    // The seller keeps the inbox open (desktop, English).
    const sellerContext = await newContext(browser, 'en', 1280);
    const sellerPage = await sellerContext.newPage();
    const sellerSaw = recordAnswers(sellerPage);
    await open(sellerPage, '/auth/login');
    await signIn(sellerPage, SELLER.email, SELLER.password, {
      email: 'E-mail',
      password: 'Password',
      signIn: 'Sign in',
    });
    await sellerPage.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
    await showHeaderMenu(sellerPage);
    await sellerPage
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await sellerPage.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

    // The seeker, a visitor on a phone, types first and signs in on the way; the text is kept.
    const seekerContext = await newContext(browser, 'de', 390);
    const seekerPage = await seekerContext.newPage();
    const seekerSaw = recordAnswers(seekerPage);
    await open(seekerPage, `/ads/${adId}`);
    const text = 'Guten Tag Sonja, ist die Wohnung noch frei? Ich könnte am Samstag vorbeikommen.';
    await seekerPage.getByLabel('Ihre Nachricht an Sonja').fill(text);
    await seekerPage.getByRole('button', { name: 'Anmelden und senden' }).click();
    await seekerPage.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await signIn(seekerPage, seekerEmail, 'nachrichten-passwort-1', {
      email: 'E-Mail',
      password: 'Passwort',
      signIn: 'Anmelden',
    });
    await seekerPage.waitForURL(`**/ads/${adId}`);
    await expect.poll(() => seekerPage.getByLabel('Ihre Nachricht an Sonja').inputValue()).toBe(text);
    // Sonja's unread count before: other journeys on the same server write to her too (a Mietpreisbremse statement).
    const unread = async () =>
      Number(
        /(\d+) unread messages?/.exec(
          (await sellerPage
            .locator('header.site-header')
            .getByRole('link', { name: /^Messages/, includeHidden: true })
            .textContent()) ?? '',
        )?.[1] ?? 0,
      );
    const before = await unread();
    await seekerPage.getByRole('button', { name: 'Nachricht senden' }).click();
    await seekerPage.getByText('Ihre Nachricht ist angekommen.').waitFor();

    // The seller's open inbox shows it without a reload, with the count in the header.
    const row = sellerPage.getByRole('list', { name: 'Messages' }).getByRole('link').filter({ hasText: 'Paul' });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.textContent()).toContain('Ich könnte am Samstag vorbeikommen.');
    // Paul's conversation says one unread message; the header counts it at once (with whatever else came meanwhile).
    await expect.poll(() => row.textContent()).toMatch(/1 new$/);
    await expect.poll(unread).toBeGreaterThanOrEqual(before + 1);
    await expectNoAxeViolations(sellerPage);
    await screenshot(sellerPage, 'app_messages-en-1280');
    await row.click();
    await sellerPage.getByRole('heading', { level: 1, name: 'Conversation with Paul' }).waitFor();
    await sellerPage.getByRole('log', { name: 'Message history' }).getByText(text).waitFor();

    // The seeker opens the conversation; the seller's answer arrives there without a reload.
    await seekerPage.getByRole('link', { name: 'Zur Unterhaltung' }).click();
    await seekerPage.getByRole('heading', { level: 1, name: 'Unterhaltung mit Sonja' }).waitFor();
    await sellerPage.getByLabel('Your reply').fill('Yes, Saturday at 11 works. See https://example.org/directions');
    await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
    const log = seekerPage.getByRole('log', { name: 'Nachrichtenverlauf' });
    await log.getByText('Yes, Saturday at 11 works.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await log.getByRole('link', { name: 'https://example.org/directions' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener noreferrer',
    );
    await expectNoAxeViolations(seekerPage);
    await screenshot(seekerPage, 'app_messages_conversation-de-390');
    expect(await seekerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(sellerPage);
    await screenshot(sellerPage, 'app_messages_conversation-en-1280');

    // Neither address was ever sent to the other side: not in a page, not in an API answer, not in the stream.
    await expect.poll(() => sellerSaw.length).toBeGreaterThan(3);
    expect(sellerSaw.join('\n')).not.toContain(seekerEmail);
    expect(seekerSaw.join('\n')).not.toContain(SELLER.email);
    expect(await sellerPage.content()).not.toContain(seekerEmail);
    expect(await seekerPage.content()).not.toContain(SELLER.email);
    // The conversation is nobody else's business: search engines are told so.
    const stream = await seekerPage.evaluate(async () =>
      (
        await fetch('/api/conversations', {
          headers: { authorization: `Bearer ${JSON.parse(localStorage.getItem('accessToken')!)}` },
        })
      ).headers.get('x-robots-tag'),
    );
    expect(stream).toMatch(/noindex/);
    await sellerContext.close();
    await seekerContext.close();
  });

  it(`the ad page shows the seller card and the seller's other ads (${'de'}, 390 px), and passes axe`, async () => {
    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await open(page, `/ads/${adId}`);
    const card = page.getByRole('region', { name: 'Anbieter', exact: true });
    await card.waitFor();
    expect(await card.textContent()).toContain('Sonja');
    expect(await card.textContent()).toContain('Mitglied seit');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(adTitle);
    await expectNoAxeViolations(page);
    await screenshot(page, 'ad_seller-de-390');
    await context.close();
  });
});
