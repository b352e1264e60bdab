import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { baseUrl, expectNoAxeViolations, launch, newContext, open, screenshot } from './browser';

/** Issue 10 as a flat-hunter and a landlord meet it: searches that find, the place in the list kept, the map (prices as typed: prices.e2e.ts). */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

function titles(page: Page): Promise<string[]> {
  return page.locator('.ad-card__link').allTextContents();
}

/** Runs a search (a click, a key) and waits for its answer to be on the page; returns how many cards are listed. */
async function searched(page: Page, submit: () => Promise<void>): Promise<number> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ads');
  await submit();
  await answered;
  await page.locator('.results[aria-busy="false"]').waitFor();
  return page.locator('.ad-card').count();
}

/** The list as first shown on a page load. */
async function listed(page: Page): Promise<number> {
  await page.locator('.results[aria-busy="false"] .ad-card').first().waitFor();
  return page.locator('.ad-card').count();
}

describe('searches find what German users type', () => {
  it('"Altbau" finds Altbauwohnungen, "Balkon Prenzlauer Berg" ranks the flat with both first', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await open(page, '/ads');
    await listed(page);
    await page.getByLabel('Suchbegriff').fill('Altbau');
    expect(
      await searched(page, () => page.getByRole('button', { name: 'Suchen', exact: true }).click()),
    ).toBeGreaterThan(0);
    expect(page.url()).toMatch(/q=Altbau/);
    // "Altbauwohnung", "Altbau-Eigentumswohnung": the compound is found, and only ads about an Altbau are.
    for (const title of await titles(page)) expect(title).toMatch(/Altbau/);

    await page.getByLabel('Suchbegriff').fill('Balkon Prenzlauer Berg');
    expect(
      await searched(page, () => page.getByRole('button', { name: 'Suchen', exact: true }).click()),
    ).toBeGreaterThan(0);
    // An ad in Prenzlauer Berg with a balcony comes first: named so by its seller, or in one of the district's postal
    // codes (other browser tests add such ads beside the demo's).
    const href = await page.locator('.ad-card__link').first().getAttribute('href');
    const ad = (await (await fetch(`${baseUrl()}/api${href}`)).json()) as {
      data: { features: string[]; description: string; title: string; district: string | null; postalCode: string };
    };
    const atItsCode = (await (await fetch(`${baseUrl()}/api/places?q=${ad.data.postalCode}&limit=20`)).json()) as {
      data: { name: string }[];
    };
    const inPrenzlauerBerg =
      ad.data.district === 'Prenzlauer Berg' || atItsCode.data.some((place) => place.name === 'Prenzlauer Berg');
    expect(inPrenzlauerBerg, JSON.stringify([ad.data.district, ad.data.postalCode, atItsCode.data])).toBe(true);
    expect(ad.data.features.includes('balcony') || /Balkon/.test(ad.data.title + ad.data.description)).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('places as typed: "Muenchen" finds München, "Frankfurt" finds Frankfurt am Main', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    for (const [typed, city] of [
      ['Muenchen', 'München'],
      ['Frankfurt', 'Frankfurt am Main'],
    ] as const) {
      await open(page, '/ads');
      await listed(page);
      await page.getByRole('combobox', { name: 'Ort, Stadtteil oder PLZ' }).fill(typed);
      await page.getByRole('combobox', { name: 'Ort, Stadtteil oder PLZ' }).press('Escape');
      expect(
        await searched(page, () => page.getByRole('button', { name: 'Suchen', exact: true }).click()),
      ).toBeGreaterThan(0);
      expect(page.url()).toMatch(new RegExp(`where=${typed}`));
      const places = await page.locator('.ad-card').allTextContents();
      for (const text of places) expect(text).toContain(city);
    }
    await context.close();
  });

  it('a radius around a postcode returns only ads inside it', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await open(page, '/ads');
    await listed(page);
    const where = page.getByRole('combobox', { name: 'Ort, Stadtteil oder PLZ' });
    await where.pressSequentially('10435');
    // The postcode's places: Berlin's entry and its district's (the gazetteer and the demo's); the first is chosen.
    await page.getByRole('option', { name: /10435/ }).first().waitFor();
    await where.press('ArrowDown');
    await where.press('Enter');
    await page.getByLabel('Umkreis').selectOption('2');
    const shown = await searched(page, () => page.getByRole('button', { name: 'Suchen', exact: true }).click());
    expect(page.url()).toMatch(/radius=2/);
    expect(shown).toBeGreaterThan(0);

    // Where each listed ad is, from the API (approximate points, ~200 m), against the place's point.
    const search = new URL(page.url()).search;
    const list = (await (await fetch(`${baseUrl()}/api/ads${search}&limit=50`)).json()) as {
      data: { items: { id: string; location: { lat: number; lon: number } | null }[]; total: number };
    };
    // The chosen place's point, as the search took it.
    const chosen = new URL(page.url()).searchParams;
    const place = { lat: Number(chosen.get('lat')), lon: Number(chosen.get('lon')) };
    expect(Number.isFinite(place.lat) && Number.isFinite(place.lon) && chosen.has('lat')).toBe(true);
    const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
        Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    expect(list.data.items.length).toBe(shown);
    for (const ad of list.data.items) expect(km(place, ad.location!)).toBeLessThanOrEqual(2.3);
    // And the radius did leave out Berlin ads further away.
    const berlin = (await (await fetch(`${baseUrl()}/api/ads?where=Berlin&limit=1`)).json()) as {
      data: { total: number };
    };
    expect(berlin.data.total).toBeGreaterThan(list.data.total);
    await context.close();
  });
});

describe('the list keeps its place', () => {
  it('Back after "Weitere Angebote laden" and opening an ad restores the list and the scroll position', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await open(page, '/ads');
    const firstPage = await listed(page);
    await page.getByRole('button', { name: 'Weitere Angebote laden' }).click();
    await expect.poll(() => page.locator('.ad-card').count()).toBeGreaterThan(firstPage);
    const loaded = await page.locator('.ad-card').count();
    expect(page.url()).toMatch(/pages=2/);

    const target = page.locator('.ad-card__link').nth(firstPage + 1);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const title = (await target.textContent()) ?? '';
    await target.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goBack();
    await expect.poll(() => page.locator('.ad-card').count()).toBe(loaded);
    // The app keeps reaching for the place while the list grows back for up to 10 s (ScrollMemory's RESTORE_FOR_MS);
    // a loaded CI machine once needed more than the poll's default second (2594 of 3019 px, 3 Dec 2026).
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
      .toBeGreaterThan(scrolled - 5)
      .catch(async (error: Error) => {
        // What the page was like when it fell short: tall enough, or the place remembered wrongly?
        const page_ = await page.evaluate(() => ({
          scrollY: window.scrollY,
          height: document.documentElement.scrollHeight,
          viewport: window.innerHeight,
          cards: document.querySelectorAll('.ad-card').length,
        }));
        throw new Error(`${error.message} (left at ${scrolled}; ${JSON.stringify(page_)})`);
      });
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
    await context.close();
  });
});

describe('the map', () => {
  it('shows the results as pins from the configured tile server, reachable by keyboard', async () => {
    const before = ((await (await fetch(`${inject('tileServer')}/count`)).json()) as { tilesServed: number })
      .tilesServed;
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/ads?where=Berlin');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await page.waitForURL(/view=map/);
    const map = page.getByRole('region', { name: /Map of \d+ propert/ });
    await map.waitFor();
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${inject('tileServer')}/count`)).json()) as { tilesServed: number }).tilesServed,
      )
      .toBeGreaterThan(before);
    await page.getByText('© OpenStreetMap contributors (test tiles)').waitFor();

    // Tab to the first pin or cluster and open it with the keyboard.
    const marker = map.locator('.leaflet-marker-icon').first();
    await marker.waitFor();
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await map.locator('.leaflet-popup a').count()) + (await map.locator('.map-pin').count()))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // All of Germany: pins crowd into clusters, each with its count in the middle of its circle.
    await open(page, '/ads?view=map');
    const clusters = page.locator('.map-cluster');
    await clusters.first().waitFor();
    const offsets = await clusters.evaluateAll((all) =>
      all.map((circle) => {
        const [outer, count] = [
          circle.getBoundingClientRect(),
          circle.querySelector('[aria-hidden="true"]')!.getBoundingClientRect(),
        ];
        return Math.round(
          Math.max(
            Math.abs(outer.x + outer.width / 2 - (count.x + count.width / 2)),
            Math.abs(outer.y + outer.height / 2 - (count.y + count.height / 2)),
          ),
        );
      }),
    );
    expect(offsets.length).toBeGreaterThan(0);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(2);
    await context.close();
  });
});

describe('the search pages, both languages, both widths', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`pass axe and are photographed (${lang})`, async () => {
      for (const width of [390, 1280]) {
        const context = await newContext(browser, lang, width);
        const page = await context.newPage();
        await open(page, '/ads?q=Balkon');
        await page.locator('.ad-card').first().waitFor();
        await expectNoAxeViolations(page);
        await screenshot(page, `ads-${lang}-${width}`);
        if (width === 390) {
          // Phones: the filters are folded away behind one button, the first result above the fold.
          const first = await page.locator('.ad-card').first().boundingBox();
          expect(first!.y).toBeLessThan(844);
          await page.getByRole('button', { name: lang === 'de' ? /^Filter/ : /^Filters/ }).click();
          await expectNoAxeViolations(page);
          await screenshot(page, `ads_filters_open-${lang}-${width}`);
        }
        await open(page, '/ads?where=Berlin&view=map');
        await page.locator('.leaflet-marker-icon').first().waitFor();
        await expectNoAxeViolations(page);
        await screenshot(page, `ads_map-${lang}-${width}`);
        await page
          .getByRole('group', { name: lang === 'de' ? 'Darstellung' : 'View' })
          .getByRole('button', { name: lang === 'de' ? 'Liste' : 'List' })
          .click();
        await page.locator('.ad-card__link').first().click();
        await page.locator('.gallery').waitFor();
        // The map (where the ad has a location) is started only when the visitor scrolls near it.
        if ((await page.locator('.ad-location-map').count()) > 0) {
          await page.locator('.ad-location-map').scrollIntoViewIfNeeded();
          await page
            .locator('.ad-location-map.leaflet-container, .ad-location-map .leaflet-container')
            .first()
            .waitFor();
        }
        await expectNoAxeViolations(page);
        await screenshot(page, `ad_details_map-${lang}-${width}`);
        await context.close();
      }
    });
  }
});
