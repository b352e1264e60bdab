/**
 * Issue 72: a trader brings their stock as an OpenImmo ZIP in the seller area and reads what became of each object;
 * a file that is no transfer is refused beside the field, translated; a private account is told where to change.
 * The account, its trader details and its credits through the API; the rest in the browser as the person does it.
 */
import type { Browser } from 'playwright-core';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, buyPackage } from './api';
import {
  createUser,
  expectNoAxeViolations,
  launch,
  newContext,
  open,
  screenshot,
  sidewaysOverflow,
  signIn,
} from './browser';
import { maklerTransfer } from '../fixtures/openimmo/transferZip';
import { htmlCodeSnifferErrors, nuErrors } from './validators';
import { TRADER } from '../fixtures/trader';

let browser: Browser;
let folder: string;
const PASSWORD = 'makler-password-1';
beforeAll(async () => {
  browser = await launch();
  folder = await mkdtemp(join(tmpdir(), 'openimmo-e2e-'));
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

async function trader(): Promise<string> {
  const email = `openimmo.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.de`;
  await createUser(email, PASSWORD, { first: 'Mara', last: 'Makler' }, 'commercial');
  const token = await apiToken(email, PASSWORD);
  await api(token, 'PUT', '/user/seller', { accountKind: 'commercial', trader: TRADER, certified: true });
  await buyPackage(token, 'basis');
  return email;
}

describe('OpenImmo import in the seller area', () => {
  for (const lang of ['de', 'en'] as const)
    it(`a trader uploads a ZIP and reads each object's outcome; a broken file is refused beside the field (${lang})`, async () => {
      const words =
        lang === 'de'
          ? {
              send: 'Importieren',
              created: '2 angelegt',
              refused: 'Postleitzahl',
              doctype: 'DOCTYPE',
              save: 'Speichern',
            }
          : { send: 'Import', created: '2 created', refused: 'postcode', doctype: 'DOCTYPE', save: 'Save' };
      const email = await trader();
      const zip = join(folder, `makler-${lang}.zip`);
      await writeFile(zip, await maklerTransfer());
      const evil = join(folder, `evil-${lang}.xml`);
      await writeFile(evil, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY f SYSTEM "file:///etc/passwd">]><openimmo/>');

      const context = await newContext(browser, lang, 390);
      const page = await context.newPage();
      await signIn(page, email, PASSWORD, lang);
      await open(page, '/app/import');
      const file = page.locator('#openimmo-file');
      // Sent by keyboard: the file chosen, Enter on the button.
      await file.setInputFiles(evil);
      await page.getByRole('button', { name: words.send, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#openimmo-file-error').textContent()).toContain(words.doctype);
      expect(await file.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);

      await file.setInputFiles(zip);
      await page.getByRole('button', { name: words.send, exact: true }).focus();
      await page.keyboard.press('Enter');
      const latest = page.locator('section[aria-labelledby="openimmo-latest"]');
      await latest.waitFor({ timeout: 60_000 });
      const shown = await latest.textContent();
      expect(shown).toContain(words.created);
      expect(shown).toContain('WE-1001');
      expect(shown).toContain(words.refused);
      // Each created object links to its ad.
      await expect.poll(() => latest.getByRole('link', { name: /Mauerpark/ }).count()).toBe(1);
      // Enquiries as OpenImmo-Feedback by mail: a wrong address is named beside the field, a right one confirmed.
      const feedback = page.locator('#openimmo-feedback-email');
      await feedback.fill('kein-at-zeichen');
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await page.locator('#openimmo-feedback-email-error').waitFor();
      await feedback.fill('anfragen@makler.example');
      await page.getByRole('button', { name: words.save, exact: true }).click();
      await page.getByText('anfragen@makler.example', { exact: false }).filter({ hasNot: feedback }).first().waitFor();
      expect(await api(await apiToken(email, PASSWORD), 'GET', '/openimmo/settings')).toEqual({
        feedbackEmail: 'anfragen@makler.example',
      });
      // The report as rendered, without the script axe put in for the refusal's check: Nu, axe and HTML_CodeSniffer
      // find nothing.
      await page.evaluate(() => {
        for (const script of document.querySelectorAll('script:not([src])'))
          if (script.textContent?.includes('axe-core')) script.remove();
      });
      const rendered = await page.content();
      expect(await nuErrors([{ name: `openimmo-report-${lang}`, html: rendered }])).toEqual([]);
      await expectNoAxeViolations(page);
      expect(await htmlCodeSnifferErrors(page)).toEqual([]);
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect((await sidewaysOverflow(page)).pixels, `${width} px`).toBe(0);
        if (width !== 360) await screenshot(page, `openimmo-report-${lang}-${width}`);
      }
      await context.close();
    });

  it('a private account is told the import is for traders, and where to change', async () => {
    const email = `privat.${Date.now()}@example.de`;
    await createUser(email, PASSWORD);
    const context = await newContext(browser, 'de', 390);
    const page = await context.newPage();
    await signIn(page, email, PASSWORD);
    await open(page, '/app/import');
    await page.getByRole('link', { name: 'Zu den Anbieterangaben im Profil' }).waitFor();
    expect(await page.locator('#openimmo-file').count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
