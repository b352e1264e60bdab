import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, newContext, open, screenshot, settled, sidewaysOverflow } from './browser';

/**
 * Issue 70 as a flat-hunter on a phone meets it: the searches of the issue understand their place and rooms; every
 * empty answer shows its counted ways out first, and each one's link gives exactly the count it names; the filter
 * count matches the chips, a kind chosen in the filter column applies at once, a keyboard user skips the filter column
 * in one step, English pages say "properties", and a flat searched without rent or buy says which it shows.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const words = { de: 'Suchbegriff', en: 'Search term' };
const submit = { de: 'Stichworte suchen', en: 'Search keywords' };

async function search(page: Page, lang: 'de' | 'en', query: string) {
  await page.getByLabel(words[lang], { exact: true }).fill(query);
  await page.getByRole('button', { name: submit[lang] }).click();
}

/** The heading's count ("3 Angebote"), once the search asked for has answered. */
async function headingCount(page: Page): Promise<number> {
  let count = NaN;
  await expect
    .poll(async () => (count = Number((await page.locator('#results-title').textContent())?.match(/^(\d+)/)?.[1])))
    .not.toBeNaN();
  return count;
}

const chipLabels = (page: Page) => page.locator('.search-chips__chip > span').allTextContents();

describe.each(['de', 'en'] as const)('searches without dead ends on a phone (%s, 390 px)', (lang) => {
  it.each([
    ['3 Zimmer Kreuzberg bis 1200 warm', ['Kreuzberg', /^3–3[,.]5 (Zimmer|rooms)$/]],
    ['2 bedroom flat Munich', ['München', /^2 (Schlafzimmer|bedrooms) = (ab 3 Zimmer|from 3 rooms)$/]],
    ['Haus mieten Leipzig unter 500', ['Leipzig']],
    ['Penthouse Dresden', ['Dresden']],
    ['WG Zimmer Hamburg bis 300', ['Hamburg']],
    ['Loft mit Dachterrasse Köln', ['Köln']],
    // Places as addresses write them, a postal code beside its city, a move-in date (the day's own chip).
    ['Wohnung Garching b. München', ['Garching bei München']],
    [
      '2 Zimmer Wien 1020 ab sofort',
      ['1020 Wien', /^(bezugsfrei bis \d\d\.\d\d\.\d{4}|available by \d{1,2} \w{3} \d{4})$/],
    ],
  ] as const)('"%s" is understood, and each way out of an empty answer gives its count', async (query, said) => {
    const context = await newContext(browser, lang, 390);
    const page = await context.newPage();
    await open(page, '/ads');
    await search(page, lang, query);
    await expect
      .poll(() => chipLabels(page))
      .toEqual(expect.arrayContaining(said.filter((s) => typeof s === 'string')));
    for (const pattern of said.filter((s): s is RegExp => s instanceof RegExp))
      expect((await chipLabels(page)).some((label) => pattern.test(label.replace(/\s/g, ' ')))).toBe(true);
    // Every chip, and the phone's filter button counts one filter per chip.
    // (The words left to search as text are a chip too, but no filter: "„Dachterrasse“".)
    const chips = (await chipLabels(page)).filter((label) => !/^[„“]/.test(label)).length;
    await page
      .getByRole('button', { name: lang === 'de' ? `Filter (${chips})` : `Filters (${chips})` })
      .waitFor({ state: 'visible' });
    expect((await sidewaysOverflow(page)).pixels).toBe(0);
    if ((await headingCount(page)) > 0) return await context.close();

    const empty = page.locator('.empty-state');
    const offers = empty.locator('.empty-state__alternatives a');
    await expect.poll(() => offers.count()).toBeGreaterThan(0);
    // The ways out come first in the empty answer, before the alert offer.
    const [offersTop, alertTop] = await Promise.all([
      offers.first().evaluate((el) => el.getBoundingClientRect().top),
      empty.locator('.empty-state__alert').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(offersTop).toBeLessThan(alertTop);
    // The same search as an alert, right there (a link to sign in first for a visitor).
    await empty
      .locator('.empty-state__alert')
      .getByText(lang === 'de' ? 'Suche speichern' : 'Save search')
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `deadEnds-${query.replace(/\W+/g, '-')}-${lang}-390`);
    const links = await offers.evaluateAll((as) =>
      as.map((a) => ({ label: a.textContent!, href: a.getAttribute('href')! })),
    );
    for (const { label, href } of links) {
      await open(page, href);
      await settled(page);
      expect(await headingCount(page), `${query} → ${label} (${href})`).toBe(Number(label.match(/\d+/)![0]));
    }
    await context.close();
  });

  it('a kind chosen in the filter column applies at once; the keyboard skips the column in one step', async () => {
    const context = await newContext(browser, lang, 1280);
    const page = await context.newPage();
    await open(page, '/ads');
    const all = await headingCount(page);
    await page.getByLabel(lang === 'de' ? 'Kategorie' : 'Category', { exact: true }).selectOption('house_buy');
    await page.waitForURL(/category=house_buy/);
    await expect.poll(() => headingCount(page)).toBeLessThan(all);
    // From the words field: the next stop is the skip link, and it leads into the results.
    await page.getByLabel(words[lang], { exact: true }).focus();
    let stops = 0;
    const skipName = lang === 'de' ? 'Zu den Ergebnissen springen' : 'Skip to the results';
    while (stops < 4 && (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== skipName) {
      await page.keyboard.press('Tab');
      stops += 1;
    }
    expect(stops).toBeLessThanOrEqual(2);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The first stop after the skip is inside the results, not the filter column.
    expect(
      await page.evaluate(
        () => !!document.activeElement?.closest('#results, .results, [aria-labelledby="results-title"]'),
      ),
    ).toBe(true);
    await context.close();
  });

  it('a flat without rent or buy says it shows rentals and offers the same to buy; English says properties', async () => {
    const context = await newContext(browser, lang, 390);
    const page = await context.newPage();
    await open(page, '/ads');
    await search(page, lang, lang === 'de' ? 'Wohnung' : 'flat');
    await page.waitForURL(/category=apartment_rent/);
    const toBuy = page.getByRole('link', {
      name: lang === 'de' ? 'Eigentumswohnungen zum Kauf anzeigen' : 'Show flats to buy',
    });
    await toBuy.waitFor({ state: 'visible' });
    await toBuy.click();
    await page.waitForURL(/category=apartment_buy/);
    const text = (await page.locator('main').textContent()) ?? '';
    if (lang === 'en') expect(text).not.toMatch(/listing/i);
    expect(await headingCount(page)).toBeGreaterThan(0);
    await context.close();
  });
});
