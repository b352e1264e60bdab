import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, buyPackage } from './api';
import { createUser, expectNoAxeViolations, launch, newContext, open, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function freshUser(page: Page, email: string) {
  await createUser(email, 'kai-password-1', { first: 'Kai', last: 'Käufer' });
  await open(page, '/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('kai-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/app\/user_dashboard/);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
}

async function consent(page: Page) {
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}

describe('buying a package through the demo gateway', () => {
  it('declined card → clear message; 3-D Secure → confirm; credits arrive; an ad is published with one', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });
    await freshUser(page, `kai.${Date.now()}@example.de`);

    await open(page, '/app/billing');
    await page.getByRole('button', { name: 'Choose Basic' }).click();
    await page.getByLabel('Card number').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'app_billing-en-1280');
    await expect.poll(() => page.getByText('Demo — no real charge').count()).toBeGreaterThan(0);

    const order = page.getByRole('button', { name: 'Order with obligation to pay' });
    expect(await order.isDisabled()).toBe(true);
    await fillCard(page, '4000 0000 0000 0002');
    await consent(page);
    await order.click();
    await page.getByRole('alert').filter({ hasText: 'The card was declined. Nothing was charged.' }).waitFor();

    await fillCard(page, '4000 0027 6000 3184');
    await order.click();
    const challenge = page.getByRole('dialog', { name: '3-D Secure (demo)' });
    await challenge.waitFor();
    await expectNoAxeViolations(page);
    await challenge.getByRole('button', { name: 'Confirm payment' }).click();
    await page.getByText('Paid. 1 credit from “Basic” has been added.').waitFor();
    await page.getByText('1 credit', { exact: true }).waitFor();
    // The invoice downloads as a PDF named by its number.
    const invoice = page.getByRole('button', { name: /^Download invoice INS-\d{4}-\d{6} as PDF$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toMatch(/^INS-\d{4}-\d{6}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await page.locator('tbody tr').allTextContents();
    expect(rows.filter((r) => r.includes('Paid'))).toHaveLength(1);
    expect(rows.filter((r) => r.includes('Failed'))).toHaveLength(1);
    // Stripe's code is never loaded in demo mode (and never before checkout in Stripe mode).
    expect(stripeRequests).toEqual([]);

    // A double click on the order button is one payment.
    await open(page, '/app/billing?package=basis');
    await fillCard(page, '4242 4242 4242 4242');
    await consent(page);
    await page.getByRole('button', { name: 'Order with obligation to pay' }).dblclick();
    await page.getByText('Paid. 1 credit from “Basic” has been added.').waitFor();
    await page.getByText('2 credits', { exact: true }).waitFor();

    // Spend one credit on an ad.
    await open(page, '/app/ads/new');
    await page.getByLabel('Title').fill('Gekaufte Anzeige Stellplatz');
    await page.getByLabel('Category').selectOption('parking');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Stellplatz in der Tiefgarage, direkt am Aufzug, ab sofort frei.');
    await page.getByLabel('Price in €').fill('95');
    await page.getByLabel('Postcode').fill('80331');
    await page.getByLabel('City').fill('München');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByLabel('Choose images').setInputFiles([
      {
        name: 'garage.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#777' } })
          .jpeg()
          .toBuffer(),
      },
    ]);
    await expect.poll(() => page.getByRole('img', { name: 'Image 1' }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gekaufte Anzeige Stellplatz' }).waitFor();
    await open(page, '/app/user_dashboard');
    await page.getByText('1 credit', { exact: true }).waitFor();
    await context.close();
  });

  it('the billing page passes axe in German too, at phone width', async () => {
    await buyPackage(await apiToken('erika@inserat.local', 'inserat-demo-2026'), 'basis');
    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await open(page, '/auth/login');
    await page.getByLabel('E-Mail').fill('erika@inserat.local');
    await page.getByLabel('Passwort').fill('inserat-demo-2026');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/app\//);
    await open(page, '/app/billing?package=plus');
    await page.getByLabel('Kartennummer').waitFor();
    await expectNoAxeViolations(page);
    // Issue 67: on a phone each payment is a card whose status and invoice are in view, not off in a sideways scroll.
    const cards = page.getByRole('list', { name: 'Ihre Zahlungen' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      expect(await card.getByText('Status').isVisible()).toBe(true);
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const invoice = cards.getByRole('button', { name: /^Rechnung INS-\d{4}-\d{6}/ }).first();
    const at = (await invoice.boundingBox())!;
    expect(at.x + at.width, 'the invoice button is on the screen').toBeLessThanOrEqual(390);
    expect(await page.getByRole('table', { name: 'Ihre Zahlungen' }).count(), 'no table to scroll on a phone').toBe(0);
    await screenshot(page, 'app_billing-de-390');
    await context.close();
  });
});
