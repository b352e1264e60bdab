import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, expectNoAxeViolations, launch, newContext, open, screenshot } from './browser';

/** Issue 13's Merkliste as a flat-hunter meets it: save before signing in, find them in the account after. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('Merkliste', () => {
  for (const [lang, width] of [
    ['de', 390],
    ['en', 1280],
  ] as const) {
    it(`a visitor saves two ads, signs in and finds them in the Merkliste (${lang}, ${width} px)`, async () => {
      const w =
        lang === 'de'
          ? {
              save: 'Merken',
              list: 'Merkliste',
              email: 'E-Mail',
              password: 'Passwort',
              signIn: 'Anmelden',
              menu: 'Menü',
            }
          : { save: 'Save', list: 'Saved ads', email: 'E-mail', password: 'Password', signIn: 'Sign in', menu: 'Menu' };
      const email = `merkliste-${lang}-${Date.now()}@example.de`;
      await createUser(email, 'merkliste-password-1');
      const context = await newContext(browser, lang, width);
      const page = await context.newPage();
      await open(page, '/ads');
      const cards = page.locator('.ad-card');
      const titles = [
        (await cards.nth(0).locator('.ad-card__title').textContent())!,
        (await cards.nth(1).locator('.ad-card__title').textContent())!,
      ];
      for (const i of [0, 1]) {
        const heart = cards.nth(i).getByRole('button', { name: w.save });
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      }
      // The header counts them (behind the menu button on a phone).
      if (width < 600) await page.getByRole('button', { name: w.menu }).click();
      await page.getByRole('link', { name: new RegExp(w.list) }).click();
      await page.getByRole('heading', { level: 1, name: w.signIn }).waitFor();
      await page.getByLabel(w.email).fill(email);
      await page.getByLabel(w.password).fill('merkliste-password-1');
      await page.getByRole('button', { name: w.signIn, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: w.list }).waitFor();
      const list = page.getByRole('list', { name: w.list });
      await expect
        .poll(() => list.locator('.ad-card__title').allTextContents(), { timeout: 15_000 })
        .toEqual([titles[1], titles[0]]);
      await expectNoAxeViolations(page);
      await screenshot(page, `app_favorites-${lang}-${width}`);
      // They are in the account now, not only in this browser: another browser of the same person sees them.
      const answer = await page.evaluate(async () =>
        (
          await fetch('/api/favorites', {
            headers: { authorization: `Bearer ${JSON.parse(localStorage.getItem('accessToken')!)}` },
          })
        ).json(),
      );
      expect((answer as { data: { title: string }[] }).data.map((f) => f.title)).toEqual([titles[1], titles[0]]);
      await context.close();
    });
  }
});
