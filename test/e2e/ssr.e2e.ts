import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PATHS } from '../../src/domain/legalDocuments';
import { apiToken, buyPackage, publishAd } from './api';
import { baseUrl, createUser, launch, newContext, settled, signIn } from './browser';

/**
 * Issue 12: the public pages arrive rendered, are readable before (and without) JavaScript, and the app takes them
 * over without hydration warnings, without fetching their data or strings again, and with every spec behaviour.
 */
let browser: Browser;
let adPath: string;
beforeAll(async () => {
  browser = await launch();
  const answer = (await (await fetch(`${baseUrl()}/api/ads?q=Balkon&limit=1`)).json()) as {
    data: { items: { id: string }[] };
  };
  adPath = `/ads/${answer.data.items[0]!.id}`;
});
afterAll(() => browser.close());

/** What the page logs and asks the API for while it loads and hydrates. */
function watch(page: Page) {
  const problems: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice where a context blocks service workers (whenever the app registers its worker, once the
    // browser is idle after load: late on a fast machine, within the test on a slow one); not the page's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    // Photos are the page's own; data and translations must come with the page.
    if (
      (pathname.startsWith('/api/') && !pathname.startsWith('/api/uploads/')) ||
      pathname.startsWith('/assets/locales/')
    )
      dataRequests.push(`${pathname}${search}`);
  });
  return { problems, dataRequests };
}

/** Whether #root is a React root holding fibers (what hydrateRoot and createRoot leave on their container). */
function reactRootOf(): boolean {
  const root = document.getElementById('root');
  const marked = (node: Element, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
  return (
    root !== null &&
    marked(root, '__reactContainer$') &&
    [...root.children].some((child) => marked(child, '__reactFiber$'))
  );
}

/** The app has taken the page over (src/ui/app/PageReady.tsx). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

describe('server-rendered pages', () => {
  it('are readable with JavaScript switched off: heading, ads and prices are in the HTML', async () => {
    // A German visitor (the browser's language decides without a choice made on the site).
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/ads?q=Balkon');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Immobilien');
    expect(await page.locator('.ad-card').count()).toBeGreaterThan(0);
    await page.goto(adPath);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
    expect(await page.locator('.ad-details').textContent()).toMatch(/€/);
    await context.close();
  });

  // Every kind of page the server renders (src/ui/app/prerenderRoutes.ts), the list with filters, and the not-found page.
  const pageKinds = () => [
    '/',
    '/ads?q=Balkon',
    '/ads?category=apartment_rent&minRooms=2&maxPrice=2500&features=balcony&sort=price_asc',
    adPath,
    ...LEGAL_PATHS,
    '/transparenz',
  ];
  for (const lang of ['de', 'en'] as const) {
    it(`hydrate in ${lang} on React, without a hydration complaint and without fetching their data or strings again`, async () => {
      // With the service worker a visitor's browser installs on the first page (blocked, Playwright would log that).
      const context = await newContext(browser, lang, 1280, { enforceCsp: true, serviceWorker: true });
      const page = await context.newPage();
      for (const pathname of pageKinds()) {
        const seen = watch(page);
        const html = await (await page.goto(pathname))!.text();
        expect(html, pathname).toContain('id="inserat-state"');
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        expect(seen.problems, pathname).toEqual([]);
        expect(seen.dataRequests, pathname).toEqual([]);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        // React's own root holds the page (hydrateRoot marks its container), not another renderer's.
        expect(await page.evaluate(reactRootOf), pathname).toBe(true);
        page.removeAllListeners();
      }
      // The address nobody has: 404, rendered by the server, taken over without a complaint.
      const seen = watch(page);
      const answer = (await page.goto('/gibt-es-nicht/seite'))!;
      expect(answer.status()).toBe(404);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // Chromium notes the page's own 404 in the console; nothing else may be there.
      const own404 = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(seen.problems.filter((problem) => problem !== own404)).toEqual([]);
      expect(seen.problems.filter((problem) => problem === own404)).toHaveLength(1);
      expect(await page.evaluate(reactRootOf)).toBe(true);
      await context.close();
    });
  }

  it('words typed into a search field before the app has taken the page over are kept', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    // A slow connection: the framework arrives well after the page can be read and typed into.
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const field = page.getByLabel('Suchbegriff');
    await field.fill('Balkon');
    expect(await page.locator('html[data-ready]').count()).toBe(0);
    await hydrated(page);
    await expect.poll(() => field.inputValue()).toBe('Balkon');
    await field.press('Enter');
    await page.waitForURL('**/ads?q=Balkon');
    await context.close();
  });

  it('the not-found page keeps words typed before the app took it over, and searches for them', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/gibt-es-nicht', { waitUntil: 'commit' });
    await page.getByRole('searchbox').fill('Balkon');
    expect(await page.locator('html[data-ready]').count()).toBe(0);
    await hydrated(page);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL('**/ads?q=Balkon');
    await context.close();
  });

  it('after hydration the app works as before: links navigate in the page, the list loads, the route is announced', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    const seen = watch(page);
    await page.getByRole('link', { name: 'Alle Anzeigen' }).first().click();
    await page.waitForURL('**/ads');
    await page.getByRole('heading', { level: 2, name: /Angebot/ }).waitFor();
    // A client-side navigation: the list came from the API, the page was not loaded again.
    expect(seen.dataRequests.some((url) => url.startsWith('/api/ads'))).toBe(true);
    await expect.poll(() => page.getByTestId('route-announcer').textContent()).toBe('Zur Seite /ads navigiert.');
    // Back home: the landing page loads its own data now (the server's data was for the first address only).
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Finden Sie Ihr neues Zuhause' }).waitFor();
    await context.close();
  });

  it("the account area's strings are not in public pages: they are fetched once, in the page's language, on the way in", async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    const html = await (await page.goto('/'))!.text();
    // A string only the sign-in pages show is not in the page (nor its English counterpart).
    expect(html).not.toContain('Passwort vergessen?');
    await hydrated(page);
    const seen = watch(page);
    await page.getByRole('link', { name: 'Anmelden' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await page.getByRole('link', { name: 'Passwort vergessen?' }).waitFor();
    expect(seen.dataRequests.filter((url) => url.startsWith('/assets/locales/'))).toEqual([
      '/assets/locales/de/account.json',
    ]);
    expect(seen.problems).toEqual([]);
    await context.close();
  });

  it('an ad page taken over for a signed-in reader and for its owner, without a hydration complaint (de, en)', async () => {
    // The server renders every reader's page alike; what differs for a signed-in reader (the message form, the report
    // form without an address) and for the owner ("Ihre eigene Anzeige") follows once the page is live. Before, the
    // header's hydration marked the page live early and the page then hydrated with the signed-in parts: React #418.
    const owner = `ssr-owner-${Date.now()}@example.de`;
    const reader = `ssr-reader-${Date.now()}@example.de`;
    for (const email of [owner, reader]) await createUser(email, 'geheim-passwort-1');
    const ownerToken = await apiToken(owner, 'geheim-passwort-1');
    await buyPackage(ownerToken, 'basis');
    const adId = await publishAd(ownerToken, {
      title: 'Eigene Wohnung mit Balkon',
      postalCode: '10435',
      city: 'Berlin',
    });
    for (const [email, lang, expected] of [
      [reader, 'de', 'Nachricht senden'],
      [owner, 'en', 'This is your own ad.'],
    ] as const) {
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await signIn(page, email, 'geheim-passwort-1', lang);
      const seen = watch(page);
      await page.goto(`/ads/${adId}`);
      await hydrated(page);
      await page.getByText(expected, { exact: true }).waitFor();
      await settled(page);
      expect(seen.problems, email).toEqual([]);
      await context.close();
    }
  });

  it('a signed-in visitor: the server-rendered page shows at once, the header then shows the account, /app waits for the session', async () => {
    const email = `ssr-${Date.now()}@example.de`;
    await createUser(email, 'geheim-passwort-1');
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('geheim-passwort-1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL('**/app/user_dashboard');
    // A full load of a public page: rendered by the server for a visitor, then the stored session is restored.
    await page.goto('/');
    await page.getByRole('link', { name: 'Mein Konto' }).waitFor();
    // Into the signed-in area while the session is still on its way (the profile answer held back): the guard waits
    // for it instead of sending a signed-in person to the login page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(adPath);
    await hydrated(page);
    await page.evaluate(() => {
      history.pushState({}, '', '/app/user_dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Ihre Sitzung wird wiederhergestellt').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/app/user_dashboard');
    release();
    await page.getByRole('heading', { level: 1, name: 'Mein Bereich' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/user_dashboard');
    await context.close();
  });
});
