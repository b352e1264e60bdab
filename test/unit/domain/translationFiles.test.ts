import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../public/assets/locales/de/translation.json';
import en from '../../../public/assets/locales/en/translation.json';
import deLegal from '../../../public/assets/locales/de/legal.json';
import enLegal from '../../../public/assets/locales/en/legal.json';
import deAccount from '../../../public/assets/locales/de/account.json';
import enAccount from '../../../public/assets/locales/en/account.json';

/** Every key path of a translation file; arrays (the legal texts' sections) count by position. */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const ui = path.resolve(import.meta.dirname, '../../../src/ui');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The views that only the signed-in area and the sign-in pages show: they may use the `account` namespace. */
const accountOnly = (file: string) => /[\\/]pages[\\/](app|auth|messages|admin)[\\/]/.test(file) || /[\\/]layout[\\/]AppLayout\.tsx$/.test(file) || /SavedSearchesP(age|resenter)\.tsx?$/.test(file);

/**
 * German pages load no English file (i18nOptions: no fallback for de), so a key missing in German would show as its
 * raw name. Both files must name the same keys.
 */
describe('translation files', () => {
  it.each([
    ['translation', de, en],
    ['legal', deLegal, enLegal],
    ['account', deAccount, enAccount],
  ])('German and English have exactly the same keys (%s)', (_namespace, deFile, enFile) => {
    const german = new Set(keys(deFile));
    const english = new Set(keys(enFile));
    expect([...english].filter((k) => !german.has(k)), 'missing in de').toEqual([]);
    expect([...german].filter((k) => !english.has(k)), 'missing in en').toEqual([]);
  });

  it('no string is empty', () => {
    const empty = (file: object) => keys(file).filter((path) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], file) === '');
    for (const file of [de, en, deLegal, enLegal, deAccount, enAccount]) expect(empty(file)).toEqual([]);
  });

  it('no key is in both the page strings and the account strings (one would hide the other)', () => {
    const page = new Set(keys(de));
    expect(keys(deAccount).filter((k) => page.has(k))).toEqual([]);
  });

  /**
   * Public pages carry only `translation` (and the legal texts): a key they use that lives in `account` would show as
   * its raw name there. Every key a view outside the account area names, literally or as the start of a template,
   * must be in `translation`.
   */
  it('every key the public views use is in the strings public pages carry', () => {
    const pageKeys = keys(de);
    const missing: string[] = [];
    for (const file of sources(ui).filter((f) => !accountOnly(f))) {
      const code = readFileSync(file, 'utf8');
      for (const [, key] of code.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)'/g)) {
        if (!pageKeys.some((k) => k === key || k.startsWith(`${key}.`) || k.startsWith(`${key}_`))) missing.push(`${path.relative(ui, file)}: ${key}`);
      }
      for (const [, prefix] of code.matchAll(/\bt\(\s*`([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*)\.\$\{/g)) {
        if (!pageKeys.some((k) => k.startsWith(`${prefix}.`))) missing.push(`${path.relative(ui, file)}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
  });
});
