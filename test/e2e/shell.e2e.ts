import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createUser, expectNoAxeViolations, launch, newContext, open, screenshot, showHeaderMenu } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// Every public page in both languages, at 360, 390 and 1280 px, with axe, HTML_CodeSniffer, the Nu checker, its
// `<html lang>` and a photo: everyPage.e2e.ts. This file keeps what the shell does (header, language switch, journeys).
describe('the header and the language switch', () => {
  it('on a phone the header is one row; its menu opens and closes by keyboard and closes on a new page', async () => {
    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await open(page, '/');
    const header = page.locator('header.site-header');
    const toggle = page.getByRole('button', { name: 'Menü' });
    const oneRow = await header.evaluate((el) => el.getBoundingClientRect().height);
    expect(oneRow).toBeLessThan(90);
    expect(await page.getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Immobilien');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/ads');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(false);
    await context.close();
  });

  it('on a wide screen the header is one row with everything in view, signed in too', async () => {
    const context = await newContext(browser, 'de', 1280);
    const page = await context.newPage();
    await open(page, '/');
    expect(await page.getByRole('button', { name: 'Menü' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Anmelden' }).isVisible()).toBe(true);
    expect(await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(
      90,
    );
    const email = `kopfzeile.${Date.now()}@example.de`;
    await createUser(email, 'kopfzeile-pass-1');
    await open(page, '/auth/login');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('kopfzeile-pass-1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL('**/app/user_dashboard');
    await page.getByRole('heading', { level: 1, name: 'Mein Bereich' }).waitFor();
    // The signed-in area's longer navigation sits behind the menu button below a wide screen: still one row.
    expect(await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(
      90,
    );
    await showHeaderMenu(page);
    expect(await page.getByRole('button', { name: 'Abmelden' }).isVisible()).toBe(true);
    await context.close();
  });

  it('the language switch changes the text and is remembered on reload', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Finden Sie Ihr neues Zuhause');
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Find your new home' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Find your new home' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});

describe('what the server says about a page', () => {
  it('an unknown address answers 404 and shows the not-found page; the search on it leads to the results', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    expect(page.url()).toMatch(/\/gibt-es-nicht$/);
    await page.getByRole('searchbox').fill('Balkon');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/\/ads\?q=Balkon$/);
    await context.close();
  });

  it('an ad page arrives with its title, description and JSON-LD in the HTML, and the app starts without console errors', async () => {
    const list = (await (await fetch(`${inject('baseUrl')}/api/ads?limit=1`)).json()) as {
      data: { items: { id: string; title: string }[] };
    };
    const ad = list.data.items[0]!;
    const html = await (await fetch(`${inject('baseUrl')}/ads/${ad.id}`)).text();
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<meta property="og:title"');
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, `/ads/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('shell behaviour', () => {
  it('announces "Navigated to {path} page." after a route change and stays silent at /', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/');
    const announcer = page.getByTestId('route-announcer');
    // The page has started (data-ready): the first page is never announced.
    expect(await announcer.textContent()).toBe('');
    // Spec §9: the announcement comes 500 ms after the route change. Timed in the page, where the click happens, so a
    // busy machine's slow test runner does not blur it; a generous upper bound still tells 500 ms from 3 s.
    await page.evaluate(() => {
      const times: { click?: number; text?: number } = {};
      (window as unknown as { announceTimes: typeof times }).announceTimes = times;
      document.addEventListener('click', () => (times.click ??= performance.now()), { capture: true });
      const node = document.querySelector('[data-testid="route-announcer"]')!;
      new MutationObserver(() => (times.text ??= node.textContent ? performance.now() : undefined)).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.getByRole('link', { name: 'Legal notice' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="route-announcer"]')?.textContent !== '',
      undefined,
      { timeout: 10_000 },
    );
    const { click, text } = await page.evaluate(
      () => (window as unknown as { announceTimes: { click: number; text: number } }).announceTimes,
    );
    const elapsed = text - click;
    expect(await announcer.textContent()).toBe('Navigated to /impressum page.');
    expect(elapsed).toBeGreaterThanOrEqual(480);
    expect(elapsed).toBeLessThan(2500);
    await context.close();
  });

  it('a success toast shows for two seconds (spec §9), timed in the page', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/ads');
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const toast = document.querySelector('.Toastify__toast--success');
        if (toast && times.shown === undefined) times.shown = performance.now();
        if (!toast && times.shown !== undefined) times.gone ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Saving an ad to the Merkliste says so in a success toast.
    await page.getByRole('button', { name: 'Save' }).first().click();
    // Its timer runs two seconds: what the toast was given, read off its timer (not off the clock of a busy machine).
    const timer = page.locator('.Toastify__toast--success [role="progressbar"]');
    expect(await timer.evaluate((bar) => (bar as HTMLElement).style.animationDuration)).toBe('2000ms');
    await page.waitForFunction(
      () => (window as unknown as { toastTimes: { gone?: number } }).toastTimes.gone !== undefined,
      undefined,
      { timeout: 15_000 },
    );
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    // On screen at least its two seconds, and then gone by itself. A loaded machine (CI beside `stress`) only
    // lengthens the time measured, so the upper end is the timer above, not this clock (CI, 7 Dec: 3.5 s passed).
    expect(gone - shown).toBeGreaterThanOrEqual(1900);
    await context.close();
  });

  it('a page whose code cannot be fetched says so in the page, and "Try again" recovers once online', async () => {
    const context = await newContext(browser, 'en', 390);
    const page = await context.newPage();
    await open(page, '/');
    // The sign-in screens' feature area is its own chunk, fetched on the first visit.
    await context.route(/\/assets\/authModule-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'page-failed-en-390');
    await context.unroute(/\/assets\/authModule-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });

  it('inside the app any other path goes to /; /app/* sends a visitor to the login and back after it', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    // Loaded from the server, an unknown address is a 404 page (above); moved to inside the app, it leads home (spec).
    await open(page, '/impressum');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Find your new home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await open(page, '/app/user_dashboard');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.getByLabel('E-mail').fill('erika@inserat.local');
    await page.getByLabel('Password').fill('inserat-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/user_dashboard');
    // A signed-in user is sent away from /auth/*.
    await open(page, '/auth/login');
    expect(new URL(page.url()).pathname).toBe('/app/user_dashboard');
    await context.close();
  });

  it('works by keyboard: skip link, then the login form', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/auth/login');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.getByLabel('E-mail').focus();
    await page.keyboard.type('erika@inserat.local');
    await page.keyboard.press('Tab');
    await page.keyboard.type('inserat-demo-2026');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
    await context.close();
  });
});
