import { fit, htmlCodeSnifferErrors } from './validators';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export const baseUrl = () => inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile in the given language (the i18next cookie, as the language switch sets it). */
export async function newContext(
  browser: Browser,
  lang: 'de' | 'en' = 'de',
  width = 1280,
  options: { enforceCsp?: boolean; baseUrl?: string; serviceWorker?: boolean } = {},
): Promise<BrowserContext> {
  const base = options.baseUrl ?? baseUrl();
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
    // axe is injected as an inline script, which our CSP rightly forbids to pages.
    bypassCSP: !options.enforceCsp,
    // The service worker (issue 46) only where a journey is about it: elsewhere a page is what the server sends, and
    // no context downloads the whole precache.
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  await context.addCookies([{ name: 'i18next', value: lang, url: base }]);
  return context;
}

/**
 * Loads a page and waits until its main heading shows and its controls answer: a server-rendered page is readable
 * before the app has taken it over (`<html data-ready>`, src/ui/app/PageReady.tsx).
 */
export async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
}

export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; nodes: string[] }[]> {
  await page.addScriptTag({ content: await readFile(AXE_PATH, 'utf8') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** The page as every page must be: axe and HTML_CodeSniffer find nothing, it fits its window; then a screenshot. */
export async function expectCleanPage(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  expect(await htmlCodeSnifferErrors(page)).toEqual([]);
  const seen = await fit(page);
  expect(seen.overflow, seen.culprits.join(', ')).toBe(0);
  await screenshot(page, name);
}

/**
 * A full-page picture, kept for people to look at. Playwright's own limit (30 s) was too short once: in CI, beside the
 * planted bugs, a tall page at 1280 px was still "waiting for fonts to load" (there are none to load; the renderer was
 * busy) after 30 s, and the walk failed for a picture (7 Dec 2026).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(inject('screenshotDir'), `${name}.png`), fullPage: true, timeout: 120_000 });
}

/** The 6-digit code from the newest code mail captured for that address (a security notice may come after it). */
export async function codeFromMail(email: string, after = 0): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(dir))
      .filter((f) => f.includes(email.toLowerCase()) && Number(f.slice(0, 4)) > after)
      .sort();
    for (const file of files.reverse()) {
      const code = /^\s+(\d{6})\s*$/m.exec(await readFile(path.join(dir, file), 'utf8'))?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A captured mail as a mail program shows it: subject, text, and the files it carries (calendar files, invoices). */
export interface CapturedMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The newest captured mail to that address whose subject matches, decoded as a mail program shows it. */
export async function mailTo(email: string, subject: RegExp, after = 0): Promise<CapturedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(dir))
      .filter((f) => f.includes(email.toLowerCase()) && Number(f.slice(0, 4)) > after)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if (mail.subject && subject.test(mail.subject))
        return {
          subject: mail.subject,
          text: mail.text ?? '',
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          })),
        };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a subject like ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function mailCount(): Promise<number> {
  const files = await readdir(inject('mailDir'));
  return files.length === 0 ? 0 : Math.max(...files.map((f) => Number(f.slice(0, 4))));
}

/** A signed-up, activated user made through the API (register, code from the captured mail, activate). */
export async function createUser(
  email: string,
  password: string,
  name = { first: 'Tess', last: 'Tester' },
  accountKind: 'private' | 'commercial' = 'private',
): Promise<void> {
  const base = inject('baseUrl');
  const before = await mailCount();
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: name.first,
      lastname: name.last,
      email,
      phone_number: '+49 151 5555555',
      password,
      confirmPassword: password,
      role: 'USER',
      accountKind,
    }),
  });
  const code = await codeFromMail(email, before);
  await fetch(`${base}/api/auth/activate-user`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ userEmail: email, activation_code: code }),
  });
}

/** Signs in through the login form in the context's language, as a person would, and waits for the signed-in area. */
export async function signIn(page: Page, email: string, password: string, lang: 'de' | 'en' = 'de'): Promise<void> {
  const words = lang === 'de' ? ['E-Mail', 'Passwort', 'Anmelden'] : ['E-mail', 'Password', 'Sign in'];
  await open(page, '/auth/login');
  await page.getByLabel(words[0]!).fill(email);
  await page.getByLabel(words[1]!).fill(password);
  await page.getByRole('button', { name: words[2]!, exact: true }).click();
  await page.waitForURL(/\/app\//);
}

/** Opens the header's menu where the screen is too narrow for its links (phones; the signed-in area below 1440 px). */
export async function showHeaderMenu(page: Page): Promise<void> {
  const toggle = page.locator('header.site-header .menu-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/**
 * The page has shown what it was loading (no spinner left). Signed-in pages keep the inbox's event stream open, so
 * the network never goes idle there: this waits on what a person waits on instead.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="spinner"], .full-page-loader'), undefined, {
    timeout: 20_000,
  });
}

/**
 * How far the page scrolls sideways (0 when it fits its window), and the outermost elements that stick out, so a
 * failure names what to fix.
 */
export async function sidewaysOverflow(page: Page): Promise<{ pixels: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 1,
    );
    const outermost = sticking.filter((el) => !sticking.includes(el.parentElement!));
    return {
      pixels: document.documentElement.scrollWidth - width,
      culprits: outermost.slice(0, 5).map((el) => `${name(el)} (${Math.round(el.getBoundingClientRect().width)} px)`),
    };
  });
}
