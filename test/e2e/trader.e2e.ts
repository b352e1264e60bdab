/**
 * Issue 44: a trader cannot publish before their Anbieter-Impressum is complete; once it is, their ad shows it.
 * Registered as a trader, with a credit and a draft ready (through the API, as the ad form leaves it); the rest in the
 * browser as the person does it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, buyPackage, publishAd } from './api';
import { createUser, expectNoAxeViolations, launch, newContext, open, screenshot, sidewaysOverflow } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PASSWORD = 'makler-password-1';

async function signIn(page: Page, email: string): Promise<void> {
  await open(page, '/auth/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/app\/user_dashboard/);
}

/** The ad form's last step of a draft. */
async function reviewStep(page: Page, adId: string): Promise<void> {
  await open(page, `/app/ads/${adId}/edit`);
  await page.locator('.stepper__step', { hasText: 'Prüfen' }).click();
  await page.getByRole('heading', { level: 2, name: 'Prüfen & veröffentlichen' }).waitFor();
}

describe('a trader publishes with their Anbieter-Impressum', () => {
  it('Publish stays disabled until the details are complete; the ad then shows them', async () => {
    const email = `makler.${Date.now()}@example.de`;
    await createUser(email, PASSWORD, { first: 'Mara', last: 'Makler' }, 'commercial');
    const token = await apiToken(email, PASSWORD);
    await buyPackage(token, 'basis');
    const adId = await publishAd(token, {
      title: 'Gewerblich angebotene Altbauwohnung',
      postalCode: '10435',
      city: 'Berlin',
      publish: false,
    });

    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await signIn(page, email);
    await reviewStep(page, adId);
    const publish = page.getByRole('button', { name: 'Jetzt veröffentlichen' });
    expect(await publish.isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('note').textContent()).toContain('Anbieter-Impressum vollständig');
    await screenshot(page, 'trader-review-incomplete-de-390');
    await page.getByRole('link', { name: 'Angaben im Profil ergänzen' }).click();
    await page.waitForURL(/\/app\/profile#seller$/);

    const section = page.getByRole('region', { name: 'Anbieter' });
    await section.getByRole('button', { name: 'Angaben speichern' }).click();
    await section.getByText('Bitte geben Sie den Namen Ihrer Firma an.').waitFor();
    const fields: [string, string][] = [
      ['Firma', 'Makler & Partner Immobilien GmbH'],
      ['Rechtsform (z. B. GmbH, e. K.)', 'GmbH'],
      ['Straße und Hausnummer', 'Kastanienallee 5'],
      ['Postleitzahl', '10435'],
      ['Ort', 'Berlin'],
      ['Vertreten durch (Geschäftsführung, Inhaber)', 'Mara Makler'],
      ['Telefon', '+49 30 555 0101'],
      ['E-Mail für Anfragen', 'anfragen@makler-partner.example'],
      ['Registergericht (falls vorhanden)', 'Amtsgericht Charlottenburg'],
      ['Registernummer (z. B. HRB 12345) (falls vorhanden)', 'HRB 4711 B'],
      ['Umsatzsteuer-Identifikationsnummer (falls vorhanden)', 'DE 123 456 788'],
    ];
    for (const [label, value] of fields) await section.getByLabel(label, { exact: true }).fill(value);
    await section.getByRole('checkbox', { name: /Ich versichere/ }).check();
    await expectNoAxeViolations(page);
    expect((await sidewaysOverflow(page)).pixels).toBe(0);
    await screenshot(page, 'trader-profile-de-390');
    await section.getByRole('button', { name: 'Angaben speichern' }).click();
    await page.getByText('Anbieterangaben gespeichert.').waitFor();

    await reviewStep(page, adId);
    await publish.click();
    await page.waitForURL(new RegExp(`/ads/${adId}$`));
    const imprint = page.getByRole('region', { name: 'Anbieter-Impressum' });
    await imprint.waitFor();
    const text = await imprint.textContent();
    for (const shown of ['Makler & Partner Immobilien GmbH (GmbH)', 'Kastanienallee 5', 'Vertreten durch Mara Makler'])
      expect(text).toContain(shown);
    expect(text).toContain('USt-IdNr.: DE123456788');
    await expectNoAxeViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await sidewaysOverflow(page)).pixels, `${width} px`).toBe(0);
      await imprint.scrollIntoViewIfNeeded();
      await screenshot(page, `trader-ad-imprint-de-${width}`);
    }
    // Visitors see it too, and the list says who offers the ad.
    const listed = await api<{ items: { id: string; sellerType: string }[] }>(
      null,
      'GET',
      `/ads?q=${encodeURIComponent('Gewerblich angebotene Altbauwohnung')}`,
    );
    expect(listed.items.find((item) => item.id === adId)?.sellerType).toBe('commercial');
    await context.close();
  });
});
