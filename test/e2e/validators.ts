import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const HTMLCS_PATH = require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js');
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now, run the way pa11y runs it (its own fork of the
 * sniffer, injected into the page; warnings and notices left out). A second engine beside axe: where the two
 * disagree, the stricter one wins.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(HTMLCS_PATH, 'utf8') });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const sniffer = (
          window as unknown as {
            HTMLCS: { process(standard: string, root: Document, done: () => void): void; getMessages(): Message[] };
          }
        ).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          const describe = (el: Element) =>
            `${el.tagName?.toLowerCase() ?? '?'}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
          // type 1 is ERROR (2 warning, 3 notice).
          resolve(
            sniffer
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${m.msg} (${describe(m.element)})`),
          );
        });
      }),
  );
}

/** One document for the Nu HTML Checker: a name that says which page, language and form it is, and its HTML. */
export interface NuDocument {
  name: string;
  html: string;
}

/**
 * The W3C Nu HTML Checker (vnu.jar from npm, on the machine's JRE) over many documents in one run: the errors, each
 * with the document's name, line and message (info and warnings left out).
 */
export async function nuErrors(documents: NuDocument[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-nu-'));
  try {
    const files = await Promise.all(
      documents.map(async (doc, i) => {
        const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
        await writeFile(file, doc.html);
        return { file, name: doc.name };
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      // One short run: the JIT's first tier alone and the serial collector halve the checker's CPU time (80 documents
      // of 33 KB: 14.6 → 7.3 s of CPU here), which is what counts beside the other suites on 2 cores.
      const java = spawn('java', [
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...files.map((f) => f.file),
      ]);
      let text = '';
      java.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      java.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      java.on('error', reject);
      java.on('close', () => resolve(text));
    });
    const report = JSON.parse(output) as {
      messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
    };
    const nameOf = new Map(files.map((f) => [path.basename(f.file), f.name]));
    return report.messages
      .filter((m) => m.type === 'error')
      .map(
        (m) =>
          `${nameOf.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} «${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}»`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How the page sits in its window: how far it scrolls sideways, and the space left and right of its content (the
 * outermost boxes inside <main> that are drawn), which on a phone must be the same on both sides.
 */
export async function fit(page: Page): Promise<{ overflow: number; left: number; right: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    // What scrolls inside its own region (a wide table) is measured by that region's box, not by its own.
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const insideScroller = (el: Element) => {
      for (let parent = el.parentElement; parent && parent.tagName !== 'MAIN'; parent = parent.parentElement)
        if (scrolls(parent)) return true;
      return false;
    };
    const drawn = [...document.querySelectorAll('main *')].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 2 &&
        box.height > 2 &&
        style.visibility !== 'hidden' &&
        style.position !== 'fixed' &&
        !el.closest('.visually-hidden, [hidden], dialog:not([open])') &&
        !insideScroller(el)
      );
    });
    const boxes = drawn.map((el) => el.getBoundingClientRect());
    const left = Math.min(...boxes.map((b) => b.left));
    const right = width - Math.max(...boxes.map((b) => b.right));
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 1,
    );
    const outermost = sticking.filter((el) => !sticking.includes(el.parentElement!));
    return {
      overflow: document.documentElement.scrollWidth - width,
      left: Math.round(left),
      right: Math.round(right),
      culprits: outermost.slice(0, 5).map((el) => `${name(el)} (${Math.round(el.getBoundingClientRect().width)} px)`),
    };
  });
}
