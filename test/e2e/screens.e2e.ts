import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  createUser,
  expectNoAxeViolations,
  launch,
  mailTo,
  newContext,
  open,
  screenshot,
  sidewaysOverflow,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function signIn(page: Page, email: string, password: string, lang: 'de' | 'en' = 'en') {
  await open(page, '/auth/login');
  await page.getByLabel(lang === 'de' ? 'E-Mail' : 'E-mail').fill(email);
  await page.getByLabel(lang === 'de' ? 'Passwort' : 'Password').fill(password);
  await page.getByRole('button', { name: lang === 'de' ? 'Anmelden' : 'Sign in', exact: true }).click();
  await page.waitForURL(/\/app\//);
  await page.locator('h1').first().waitFor();
}

function photo(color: string) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

describe('a visitor browses and filters', () => {
  it('searches from the landing page, filters, sorts, loads more and opens an ad', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/');
    await page.getByLabel('Category').selectOption('apartment_rent');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/ads\?category=apartment_rent/);
    const count = page.getByRole('heading', { level: 2, name: /propert/ });
    await expect.poll(() => count.textContent()).toMatch(/^\d+ propert/);
    const where = page.getByRole('combobox', { name: 'City, district or postcode' });
    await where.fill('Berlin');
    await where.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/where=Berlin/);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    // The search survives a reload: it lives in the URL.
    await page.reload();
    await expect.poll(() => where.inputValue()).toBe('Berlin');
    const firstAd = page.locator('.ad-card__link').first();
    const title = await firstAd.textContent();
    await firstAd.click();
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('an owner creates and publishes an ad', () => {
  it('details → two images → plan (a credit) → publish → shows in /ads; a reload keeps the progress', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await signIn(page, 'sonja@inserat.local', 'inserat-demo-2026', 'de');
    await open(page, '/app/ads/new');
    const title = `E2E Maisonette ${Date.now()}`;
    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Kategorie').selectOption('apartment_buy');
    await page
      .getByLabel('Beschreibung', { exact: true })
      .fill('Großzügige Maisonette über zwei Etagen mit Dachterrasse und Blick über die Stadt.');
    await page.getByLabel('Kaufpreis (€)').fill('489.000');
    await page.getByLabel('PLZ', { exact: true }).fill('50667');
    await page.getByLabel('Ort', { exact: true }).fill('Köln');
    await page.getByLabel('Wohnfläche (m²)').fill('112');
    await page.getByLabel('Zimmer', { exact: true }).fill('4,5');
    await page.getByLabel('Terrasse').check();
    // A reload before the first save keeps what was typed.
    await page.reload();
    await page.getByText('Ihre noch nicht gespeicherten Eingaben sind wiederhergestellt.').waitFor();
    expect(await page.getByLabel('Titel').inputValue()).toBe(title);
    expect(await page.getByLabel('Kaufpreis (€)').inputValue()).toBe('489.000');
    expect(await page.getByLabel('Terrasse').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Bilder' }).waitFor();
    expect(page.url()).toMatch(/\/app\/ads\/[0-9a-f-]{36}\/edit$/);
    const adId = new URL(page.url()).pathname.split('/')[3]!;

    await page.getByLabel('Bilder auswählen').setInputFiles([
      { name: 'wohnzimmer.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0a080') },
      { name: 'terrasse.jpg', mimeType: 'image/jpeg', buffer: await photo('#80a0c0') },
    ]);
    await expect.poll(() => page.getByRole('img', { name: /^Bild \d$/ }).count(), { timeout: 20_000 }).toBe(2);
    await expectNoAxeViolations(page);
    await screenshot(page, 'app_ad_form_images-de-1280');
    await page.getByRole('button', { name: 'Als Titelbild' }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Paket' }).waitFor();

    // Reload in the middle: the same draft at the same step (imgMultiStepForm).
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Paket' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('imgMultiStepForm') ?? 'null'));
    expect(stored.step).toBe('plan');

    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { level: 2, name: 'Prüfen & veröffentlichen' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('imgMultiStepForm'))).toBe('null');

    await open(page, `/ads?q=${encodeURIComponent('Maisonette Dachterrasse')}`);
    await page.getByRole('link', { name: title }).waitFor();

    // Paused: offline, the runtime kept; reactivated: online again, no credit spent either way.
    await open(page, '/app/user_dashboard');
    // The ads and the credits arrive together: read the credits once the ad's buttons are there.
    const pause = page.getByRole('button', { name: `„${title}“ pausieren` });
    await pause.waitFor();
    const credits = await page.locator('.credits__total').textContent();
    await pause.click();
    const paused = page.getByRole('region', { name: 'Pausiert (1)' });
    await paused.getByText('noch 30 Tage Laufzeit', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'app_user_dashboard_paused-de-1280');
    // Visitors are told it is not online; its owner still sees it.
    const visitor = await (await newContext(browser, 'de')).newPage();
    await open(visitor, `/ads/${adId}`);
    await visitor.getByRole('heading', { level: 1, name: 'Diese Anzeige ist nicht mehr verfügbar' }).waitFor();
    await open(page, '/app/user_dashboard');
    await page.getByRole('button', { name: `„${title}“ reaktivieren` }).click();
    await pause.waitFor();
    expect(await page.locator('.credits__total').textContent()).toBe(credits);
    // And after a reload, as the server counts them.
    await page.reload();
    await pause.waitFor();
    expect(await page.locator('.credits__total').textContent()).toBe(credits);
    await open(visitor, `/ads/${adId}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.context().close();
    await context.close();
  });
});

describe('an admin blocks a user', () => {
  it('admin dashboard → block with confirmation → that user cannot sign in', async () => {
    const email = `blockme.${Date.now()}@example.de`;
    await createUser(email, 'bea-password-1', { first: 'Bea', last: 'Blocked' });
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await signIn(page, inject('adminEmail'), inject('adminPassword'));
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByLabel('Search users (name or e-mail)').fill(email);
    await page.getByRole('cell', { name: email }).waitFor();
    await page.getByRole('button', { name: 'Block Bea Blocked' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Bea Blocked?' });
    await expectNoAxeViolations(page);
    // No block without the reasons the person is sent (their statement of reasons, DSA Art. 17).
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.getByText('Please give a reason.').waitFor();
    await dialog.getByLabel('Ground (law or terms)').selectOption('fraud');
    await dialog.getByLabel(/Reason/).fill('Asked several seekers for a deposit before any viewing.');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page.getByRole('button', { name: 'Unblock Bea Blocked' }).waitFor();
    await context.close();
    const statement = await mailTo(email, /account was blocked|Konto wurde gesperrt/);
    expect(statement.text).toMatch(/Asked several seekers for a deposit before any viewing\./);

    const userContext = await newContext(browser, 'en');
    const userPage = await userContext.newPage();
    await open(userPage, '/auth/login');
    await userPage.getByLabel('E-mail').fill(email);
    await userPage.getByLabel('Password').fill('bea-password-1');
    await userPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await userPage.getByRole('alert').filter({ hasText: 'This account has been blocked.' }).waitFor();
    expect(new URL(userPage.url()).pathname).toBe('/auth/login');
    await userContext.close();
  });
});

describe('an ad on a phone', () => {
  it('keeps price and contact in reach while reading, and shows the photos full screen, swiping through them', async () => {
    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await open(page, '/ads');
    await page.locator('.ad-card__link').first().click();
    await page.locator('.gallery').waitFor();
    // Scrolled down to the description: the bar is still at the bottom of the screen.
    await page.getByRole('heading', { level: 2, name: 'Beschreibung' }).scrollIntoViewIfNeeded();
    const bar = page.locator('.contact-bar');
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(box!.y + box!.height)).toBeLessThanOrEqual(844);
    expect(box!.y).toBeGreaterThan(844 - 120);
    await bar.getByRole('link', { name: 'Anbieter kontaktieren' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contact-title');
    await expect.poll(async () => (await page.locator('#contact-title').boundingBox())!.y).toBeLessThan(844);
    expect((await sidewaysOverflow(page)).pixels).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'ad_details_contact_bar-de-390');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Vollbild' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('gallery') ?? false))
      .toBe(true);
    const counter = page.locator('.gallery__counter');
    const before = await counter.textContent();
    const stage = (await page.locator('.gallery__stage').boundingBox())!;
    const y = stage.y + stage.height / 2;
    // A swipe to the left shows the next photo (pointer events, as a finger makes them).
    await page.mouse.move(stage.x + stage.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    if (!before?.endsWith('/ 1')) await expect.poll(() => counter.textContent()).not.toBe(before);
    await screenshot(page, 'ad_details_fullscreen-de-390');
    await page.getByRole('button', { name: 'Vollbild beenden' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await context.close();
  });
});
