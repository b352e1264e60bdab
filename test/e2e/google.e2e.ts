import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, open, showHeaderMenu } from './browser';

/** Google's gapi script is out of reach offline; its iframe transport is replaced by a test fake. */
async function withGapiFake(context: BrowserContext): Promise<BrowserContext> {
  const script = await readFile(path.resolve(import.meta.dirname, '../fakes/gapiIframesFake.js'), 'utf8');
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  return context;
}

/** Google sign-in through the real Firebase Auth emulator (started by globalSetup), with our CSP in force. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openPopup(page: Page, buttonName: string): Promise<Page> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: buttonName }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

describe('Google sign-in (Firebase Auth emulator)', () => {
  it('loads Firebase only on the click, signs in through the account picker and lands on the user dashboard', async () => {
    const context = await withGapiFake(await newContext(browser, 'en', 1280, { enforceCsp: true }));
    const page = await context.newPage();
    const firebaseScripts: string[] = [];
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /firebase|index\.esm/i.test(request.url()))
        firebaseScripts.push(request.url());
    });
    await open(page, '/auth/login');
    await page.waitForLoadState('networkidle');
    const beforeClick = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /firebase/i.test(n)),
    );
    expect(beforeClick).toEqual([]);

    const popup = await openPopup(page, 'Sign in with Google');
    expect(popup.url()).toContain('/emulator/auth/handler');
    const email = `g.${Date.now()}@example.com`;
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Greta Google');
    await popup.locator('#sign-in').click();

    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/app/user_dashboard');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({
      email,
      name: 'Greta',
      lastname: 'Google',
      authId: { role: 'USER' },
    });
    expect(cspViolations).toEqual([]);

    // The Firebase session is kept in IndexedDB; our own session survives a reload too.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
    const stores = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(stores).toContain('firebaseLocalStorageDb');

    // Signing out ends both.
    await showHeaderMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('cancelling the popup shows the translated message', async () => {
    const context = await withGapiFake(await newContext(browser, 'de', 1280, { enforceCsp: true }));
    const page = await context.newPage();
    await open(page, '/auth/login');
    const popup = await openPopup(page, 'Mit Google anmelden');
    await popup.close();
    // Firebase notices the closed popup by polling (spec §4: about 8 s).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Mit Google anmelden' }).isEnabled()).toBe(true);
    await context.close();
  });
});
