import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, newContext, open, screenshot, settled, sidewaysOverflow } from './browser';

/**
 * Issue 41 as a flat-hunter meets it: the words of a search become visible, removable filters; an empty result says
 * so and offers honest alternatives; the map shows every result, also of a drawn area. In German and English, on a
 * phone and a desktop.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const t = {
  de: {
    words: 'Suchbegriff',
    submit: 'Stichworte suchen',
    chips: 'Ihre Suche',
    remove: (label: string) => `${label} entfernen`,
    map: 'Karte',
    draw: 'Bereich zeichnen',
    done: 'Bereich übernehmen',
  },
  en: {
    words: 'Search term',
    submit: 'Search keywords',
    chips: 'Your search',
    remove: (label: string) => `Remove ${label}`,
    map: 'Map',
    draw: 'Draw an area',
    done: 'Use this area',
  },
};

async function search(page: Page, lang: 'de' | 'en', words: string) {
  await page.getByLabel(t[lang].words, { exact: true }).fill(words);
  await page.getByRole('button', { name: t[lang].submit }).click();
}

const chipLabels = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: t.de.chips })
      .or(page.getByRole('list', { name: t.en.chips }))
      .locator('li > span')
      .allTextContents()
  ).map((label) => label.replace(/\s/g, ' '));

/** The heading's count ("3 Angebote", "3 properties"), once the search has answered. */
async function headingCount(page: Page): Promise<number> {
  const heading = page.locator('#results-title');
  let count = NaN;
  await expect.poll(async () => (count = Number((await heading.textContent())?.match(/^(\d+)/)?.[1]))).not.toBeNaN();
  return count;
}

/** Cards in the list, all pages loaded. */
async function cardPlaces(page: Page): Promise<string[]> {
  while (await page.locator('.results__more button').count()) {
    await page.locator('.results__more button').click();
    await settled(page);
  }
  return page.locator('.ad-grid > li').allTextContents();
}

/** What the map's pins and circles add up to, once it has drawn them. */
async function mapCount(page: Page): Promise<number> {
  await page.locator('.ads-map .map-pin, .ads-map .map-cluster').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.locator('.ads-map').getAttribute('aria-label')).toMatch(/\d/);
  await settled(page);
  return page.evaluate(() => {
    const pins = document.querySelectorAll('.ads-map .map-pin').length;
    const clusters = [...document.querySelectorAll('.ads-map .map-cluster span[aria-hidden="true"]')].map((el) =>
      Number(el.textContent),
    );
    return pins + clusters.reduce((a, b) => a + b, 0);
  });
}

describe.each([
  ['de', 1280],
  ['en', 390],
] as const)('a query that is understood (%s, %i px)', (lang, width) => {
  it('"3 Zimmer Wohnung Berlin bis 1.200 €" shows four chips and only matching Berlin flats; removing "Berlin" widens', async () => {
    const context = await newContext(browser, lang, width);
    const page = await context.newPage();
    await open(page, '/ads');
    await search(page, lang, '3 Zimmer Wohnung Berlin bis 1.200 €');
    await page.waitForURL(/maxPrice=1200/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      category: 'apartment_rent',
      where: 'Berlin',
      minRooms: '3',
      maxRooms: '3.5',
      maxPrice: '1200',
    });
    expect(url.searchParams.has('q')).toBe(false);
    expect(await chipLabels(page)).toEqual(
      lang === 'de'
        ? ['Wohnung mieten', 'Berlin', '3–3,5 Zimmer', 'bis 1.200 €']
        : ['Flat to rent', 'Berlin', '3–3.5 rooms', 'up to €1,200'],
    );
    const count = await headingCount(page);
    expect(count).toBeGreaterThan(0);
    const cards = await cardPlaces(page);
    expect(cards).toHaveLength(count);
    for (const card of cards) expect(card).toMatch(/Berlin/);
    // The words field now holds only what was left to search as text.
    expect(await page.getByLabel(t[lang].words, { exact: true }).inputValue()).toBe('');
    expect((await sidewaysOverflow(page)).pixels).toBe(0);
    // Every chip in sight, none behind the edge of a phone (issue 70).
    const outside = await page.evaluate(
      () =>
        [...document.querySelectorAll('.search-chips__chip')].filter((chip) => {
          const box = chip.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        }).length,
    );
    expect(outside).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, `search_understood-${lang}-${width}`);

    await page.getByRole('button', { name: t[lang].remove('Berlin') }).click();
    await page.waitForURL((u) => !u.searchParams.has('where'));
    await expect.poll(() => headingCount(page)).toBeGreaterThan(count);
    expect(await chipLabels(page)).not.toContain('Berlin');
    await context.close();
  });

  it('"Dachgeschoss" finds the attic flats', async () => {
    const context = await newContext(browser, lang, width);
    const page = await context.newPage();
    await open(page, '/ads');
    await search(page, lang, 'Dachgeschoss');
    await page.waitForURL(/propertyType=attic/);
    expect(await chipLabels(page)).toEqual([lang === 'de' ? 'Dachgeschosswohnung' : 'Top-floor (attic) flat']);
    expect(await headingCount(page)).toBeGreaterThanOrEqual(5);
    await context.close();
  });

  it('"Wohnung München" says no flat exists there and offers the alternatives, which find what they say', async () => {
    const context = await newContext(browser, lang, width);
    const page = await context.newPage();
    await open(page, '/ads');
    await search(page, lang, 'Wohnung München');
    const empty = page.locator('.empty-state');
    await expect
      .poll(() => empty.textContent())
      .toMatch(
        lang === 'de' ? /Keine Angebote für: Wohnung mieten · München/ : /No properties for: Flat to rent · München/,
      );
    const offers = empty.getByRole('link');
    expect(await offers.count()).toBeGreaterThan(0);
    const offer = (await offers.first().textContent())!;
    await expectNoAxeViolations(page);
    await screenshot(page, `search_alternatives-${lang}-${width}`);
    await offers.first().click();
    // Until the offer's own search has answered, the heading still says the last one's 0.
    await expect.poll(() => headingCount(page)).toBe(Number(offer.match(/\d+/)![0]));
    await context.close();
  });

  it("the map's pins and circles add up to the heading's count, for the whole demo and for a drawn area", async () => {
    const context = await newContext(browser, lang, width);
    const page = await context.newPage();
    await open(page, '/ads?view=map');
    const all = await headingCount(page);
    // The map settles after fitting itself to the results (each move asks again): waited for, as a person waits.
    await expect.poll(() => mapCount(page)).toBe(all);
    await expectNoAxeViolations(page);
    await screenshot(page, `search_map-${lang}-${width}`);

    // Zoom to Berlin, then draw a triangle around its centre by tapping three corners.
    await open(page, '/ads?view=map&where=Berlin');
    await mapCount(page);
    await page.getByRole('button', { name: t[lang].draw }).click();
    // The map's top at the window's top, so the corners tapped are in sight.
    await page.locator('.ads-map').evaluate((map) => map.scrollIntoView({ block: 'start' }));
    const box = (await page.locator('.ads-map').boundingBox())!;
    for (const [x, y] of [
      [0.15, 0.1],
      [0.85, 0.15],
      [0.5, 0.75],
    ] as const) {
      const before = await page.getByText(/Ecke|corner/).textContent();
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      await expect.poll(() => page.getByText(/Ecke|corner/).textContent()).not.toBe(before);
    }
    await screenshot(page, `search_draw-${lang}-${width}`);
    await page.getByRole('button', { name: t[lang].done }).click();
    await page.waitForURL(/area=/);
    // The area's chip shows as its search starts; the heading then counts the new answer, not the last one.
    await expect.poll(() => chipLabels(page)).toContain(lang === 'de' ? 'Gezeichneter Bereich' : 'Drawn area');
    const inArea = await headingCount(page);
    expect(inArea).toBeGreaterThan(0);
    await expect.poll(() => mapCount(page)).toBe(inArea);
    await context.close();
  });
});
