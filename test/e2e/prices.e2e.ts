import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launch, newContext, open, screenshot } from './browser';

/** Issue 10 as a landlord meets it: prices and areas mean what was typed, in German and English. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function signIn(page: Page, email: string, lang: 'de' | 'en') {
  await open(page, '/auth/login');
  await page.getByLabel(lang === 'de' ? 'E-Mail' : 'E-mail').fill(email);
  await page.getByLabel(lang === 'de' ? 'Passwort' : 'Password').fill('inserat-demo-2026');
  await page.getByRole('button', { name: lang === 'de' ? 'Anmelden' : 'Sign in', exact: true }).click();
  await page.waitForURL(/\/app\//);
}

const words = {
  de: {
    title: 'Titel',
    category: 'Kategorie',
    description: 'Beschreibung',
    rent: 'Kaltmiete (€ pro Monat)',
    deposit: 'Kaution (€)',
    postalCode: 'PLZ',
    city: 'Ort',
    area: 'Wohnfläche (m²)',
    rooms: 'Zimmer',
    previousRent: 'Vormiete (Nettokaltmiete im Monat)',
    save: 'Speichern und weiter',
    images: 'Bilder',
    pick: 'Bilder auswählen',
    image: /^Bild \d$/,
    plan: 'Paket',
    next: 'Weiter',
    review: 'Prüfen & veröffentlichen',
    publish: 'Jetzt veröffentlichen',
  },
  en: {
    title: 'Title',
    category: 'Category',
    description: 'Description',
    rent: 'Rent excl. utilities (€ per month)',
    deposit: 'Deposit (€)',
    postalCode: 'Postcode',
    city: 'City',
    area: 'Living area (m²)',
    rooms: 'Rooms',
    previousRent: 'Previous rent (net cold rent per month)',
    save: 'Save and continue',
    images: 'Images',
    pick: 'Choose images',
    image: /^Image \d$/,
    plan: 'Package',
    next: 'Continue',
    review: 'Review & publish',
    publish: 'Publish now',
  },
};

/** Fills the ad form the way a landlord types, publishes it with a credit, and returns the published ad's page. */
async function publishRentAd(
  page: Page,
  lang: 'de' | 'en',
  numbers: { rent: string; deposit: string; area: string; previousRent?: string },
  exception: RegExp,
) {
  const w = words[lang];
  await open(page, '/app/ads/new');
  const title = `Numbers ${lang} ${Date.now()}`;
  await page.getByLabel(w.title).fill(title);
  await page.getByLabel(w.category).selectOption('apartment_rent');
  await page
    .getByLabel(w.description, { exact: true })
    .fill('Helle Wohnung mit Balkon, frisch renoviert, ruhige Seitenstraße, nahe am Park.');
  await page.getByLabel(w.rent).fill(numbers.rent);
  await page.getByLabel(w.deposit).fill(numbers.deposit);
  await page.getByLabel(w.postalCode, { exact: true }).fill('10435');
  await page.getByLabel(w.city, { exact: true }).fill('Berlin');
  await page.getByLabel(w.area).fill(numbers.area);
  await page.getByLabel(w.rooms, { exact: true }).fill('3');
  await page.getByLabel(w.rooms, { exact: true }).blur();
  // Berlin has a Mietpreisbremse: the form asks which exception the rent relies on (issue 71).
  await page.getByRole('radio', { name: exception }).check();
  if (numbers.previousRent) await page.getByLabel(w.previousRent).fill(numbers.previousRent);
  await page.getByRole('button', { name: w.save }).click();
  await page.getByRole('heading', { level: 2, name: w.images }).waitFor();
  const editPath = new URL(page.url()).pathname;
  // One photo: an ad needs at least one to go live.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b0c4a0' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(w.pick).setInputFiles([{ name: 'wohnzimmer.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect.poll(() => page.getByRole('img', { name: w.image }).count(), { timeout: 20_000 }).toBe(1);
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('heading', { level: 2, name: w.plan }).waitFor();
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('heading', { level: 2, name: w.review }).waitFor();
  await page.getByRole('button', { name: w.publish }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return { title, editPath };
}

describe('prices mean what was typed', () => {
  it('German: "1.250" is 1.250 €, "1.250,50" is 1.250,50 €, "92,5" m² — on the ad and back in the edit form', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    await signIn(page, 'erika@inserat.local', 'de');
    const { editPath } = await publishRentAd(
      page,
      'de',
      { rent: '1.250', deposit: '1.250,50', area: '92,5', previousRent: '1.180,50' },
      /^Vormiete/,
    );
    const row = (name: RegExp) => page.getByRole('row', { name }).first().textContent();
    await expect.poll(() => row(/^Kaltmiete/)).toMatch(/1\.250\s€ \/ Monat$/);
    expect(await row(/^Kaution/)).toMatch(/1\.250,50\s€$/);
    expect(await row(/^Miet\u00ad?preis\u00ad?bremse/)).toMatch(
      /Ausnahme: Vormiete von 1\.180,50\s€ im Monat \(§ 556e Abs\. 1 BGB\)$/,
    );
    expect(await page.locator('main').textContent()).toMatch(/92,5\sm²/);
    await expectNoAxeViolations(page);
    await screenshot(page, 'ad_details_costs-de-1280');

    await open(page, editPath);
    await expect.poll(() => page.getByLabel(words.de.rent).inputValue()).toBe('1.250');
    expect(await page.getByLabel(words.de.deposit).inputValue()).toBe('1.250,50');
    expect(await page.getByLabel(words.de.area).inputValue()).toBe('92,5');
    expect(await page.getByLabel(words.de.previousRent).inputValue()).toBe('1.180,50');

    // A cut while online (issue 71): the ad says when and from what, the list's "recently reduced" order has it first
    // among the cut ones, and its card says so.
    await page.getByLabel(words.de.rent).fill('1.180');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByText('Ihre Änderungen sind gespeichert und online.').waitFor();
    const adId = editPath.split('/').at(-2)!;
    await open(page, `/ads/${adId}`);
    const history = page.locator('.ad-details__history');
    await expect.poll(() => history.textContent()).toMatch(/^Preis gesenkt am \d\d\.\d\d\.\d{4} \(vorher 1\.250\s€\)/);
    await expectNoAxeViolations(page);
    await screenshot(page, 'ad_details_price_cut-de-1280');
    await open(page, '/ads?sort=reduced');
    const firstCard = page.locator('.ad-card').first();
    await expect.poll(() => firstCard.locator('.ad-card__cut').textContent()).toBe('Preis gesenkt');
    expect(await page.getByRole('combobox', { name: 'Sortierung' }).inputValue()).toBe('reduced');
    await context.close();
  });

  it('English: "1,250" is €1,250; German "1.25" is questioned with what it could mean', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await signIn(page, 'max@inserat.local', 'en');
    await publishRentAd(page, 'en', { rent: '1,250', deposit: '3,750', area: '92.5' }, /^No exception/);
    const row = (name: RegExp) => page.getByRole('row', { name }).first().textContent();
    await expect.poll(() => row(/^Rent excl/)).toMatch(/€1,250 \/ month$/);
    expect(await row(/^Deposit/)).toMatch(/€3,750$/);
    expect(await row(/^Rent control/)).toMatch(/applies in Berlin – the landlord relies on no exception/);
    await context.close();

    const german = await newContext(browser, 'de');
    const germanPage = await german.newPage();
    await signIn(germanPage, 'max@inserat.local', 'de');
    await open(germanPage, '/app/ads/new');
    await germanPage.getByLabel(words.de.category).selectOption('apartment_rent');
    await germanPage.getByLabel(words.de.rent).fill('1.25');
    await germanPage.getByLabel(words.de.rent).blur();
    const readings = germanPage.getByRole('group', { name: `Vorschläge für ${words.de.rent}` });
    await readings.getByRole('button', { name: '1.250 €' }).waitFor();
    await readings.getByRole('button', { name: '1.250 €' }).click();
    expect(await germanPage.getByLabel(words.de.rent).inputValue()).toBe('1.250');
    await german.close();
  });
});

/** Titles of the cards on the page. */
