import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  codeFromMail,
  createUser,
  expectNoAxeViolations,
  launch,
  mailCount,
  newContext,
  open,
  screenshot,
  showHeaderMenu,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// An account's life as a person meets it in the browser: registration with the mailed code, logout, recovery, and
// the admin's landing.
describe('account journeys', () => {
  it('registration → the code from the captured mail → dashboard', async () => {
    const context = await newContext(browser, 'de');
    const page = await context.newPage();
    const email = `neu.${Date.now()}@example.de`;
    const before = await mailCount();
    await open(page, '/auth/register');
    await page.getByLabel('Vorname').fill('Nina');
    await page.getByLabel('Nachname').fill('Neumann');
    await page.getByLabel('E-Mail').fill(email);
    // No phone number is asked for: nothing needs one to open an account.
    expect(await page.getByLabel('Telefonnummer').count()).toBe(0);
    await page.getByLabel('Passwort', { exact: true }).fill('nina-password-1');
    await page.getByLabel('Passwort wiederholen').fill('nina-password-1');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Konto aktivieren' }).waitFor();
    await page.getByText('Registrierung erfolgreich.').first().waitFor();
    await page.getByLabel('6-stelliger Code').fill(await codeFromMail(email, before));
    await page.getByRole('button', { name: 'Aktivieren' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mein Bereich' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(email);
    await context.close();
  });

  it('logout nulls accessToken, user, imgMultiStepForm and planMultiStepForm', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/auth/login');
    await page.getByLabel('E-mail').fill('max@inserat.local');
    await page.getByLabel('Password').fill('inserat-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('imgMultiStepForm', JSON.stringify({ images: ['x'] }));
      localStorage.setItem('planMultiStepForm', JSON.stringify({ plan: 'basis' }));
    });
    await showHeaderMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const stored = await page.evaluate(() =>
      ['accessToken', 'user', 'imgMultiStepForm', 'planMultiStepForm'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual(['null', 'null', 'null', 'null']);
    await context.close();
  });

  it('forgot → code → reset → login with the new password', async () => {
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    const email = `reset.${Date.now()}@example.de`;
    // An account to recover, made through the API.
    await createUser(email, 'old-password-1', { first: 'Rita', last: 'Reset' });

    const beforeReset = await mailCount();
    await open(page, '/auth/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter the code' }).waitFor();
    await page.getByLabel('6-digit code').fill(await codeFromMail(email, beforeReset));
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Repeat password').fill('new-password-2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password was changed.').waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).waitFor();
    await context.close();
  });

  it('an admin lands on the admin dashboard with the latest users', async () => {
    // The newest account is at the top whatever the other files registered before (a demo user may have left the list).
    const newest = `newest-${Date.now()}@example.de`;
    await createUser(newest, 'newest-password-1');
    const context = await newContext(browser, 'en');
    const page = await context.newPage();
    await open(page, '/auth/login');
    await page.getByLabel('E-mail').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByRole('cell', { name: newest }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin_dashboard-en-1280');
    await context.close();
  });
});
