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
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const ui = path.resolve(import.meta.dirname, '../../../src/ui');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The views that only the signed-in area and the sign-in pages show: they may use the `account` namespace. */
const accountOnly = (file: string) =>
  /[\\/]pages[\\/](app|auth|messages|admin)[\\/]/.test(file) ||
  /[\\/]layout[\\/]AppLayout\.tsx$/.test(file) ||
  /SavedSearchesP(age|resenter)\.tsx?$/.test(file);

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
    // Plural forms are the language's own (English ordinals have "1st", "2nd", "3rd"; German only "2."): a key counts
    // once whatever forms it has, and every plural key has its "other" form, the one every count falls back to.
    const plural = /_(ordinal_)?(zero|one|two|few|many|other)$/;
    const base = (file: object) => keys(file).map((k) => k.replace(plural, ''));
    for (const file of [deFile, enFile]) {
      const all = new Set(keys(file));
      const lacking = keys(file).filter(
        (k) =>
          plural.test(k) && !all.has(k.replace(plural, (_m, ordinal: string | undefined) => `_${ordinal ?? ''}other`)),
      );
      expect(lacking, 'plural keys without their "other" form').toEqual([]);
    }
    const german = new Set(base(deFile));
    const english = new Set(base(enFile));
    expect(
      [...english].filter((k) => !german.has(k)),
      'missing in de',
    ).toEqual([]);
    expect(
      [...german].filter((k) => !english.has(k)),
      'missing in en',
    ).toEqual([]);
  });

  it('no string is empty', () => {
    const empty = (file: object) =>
      keys(file).filter(
        (path) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], file) === '',
      );
    for (const file of [de, en, deLegal, enLegal, deAccount, enAccount]) expect(empty(file)).toEqual([]);
  });

  /** Field problems are written per field, never assembled around a label ("Bitte geben Sie Vorname ein."). */
  it('every field a form shows has its own words for its problems, in both languages, none assembled', () => {
    const messages = (file: Record<string, unknown>) =>
      (file.fieldMessages ?? {}) as Record<string, Record<string, string>>;
    const german = { ...messages(de), ...messages(deAccount) };
    const english = { ...messages(en), ...messages(enAccount) };
    const notInputs = new Set(['role', 'createdAt']);
    expect(Object.keys(de.fields).filter((field) => !notInputs.has(field) && !german[field])).toEqual([]);
    const all = [de, en, deAccount, enAccount].flatMap((file) =>
      keys(file)
        .filter((k) => /^(fieldMessages|formMessages|fieldErrors)\./.test(k))
        .map((k) => k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], file) as string),
    );
    expect(all.filter((text) => text.includes('{{field}}'))).toEqual([]);
    // A German text that is the English one was never translated.
    const same = Object.entries(german).flatMap(([field, codes]) =>
      Object.entries(codes)
        .filter(([code, text]) => text === english[field]?.[code])
        .map(([code]) => `${field}.${code}`),
    );
    expect(same).toEqual([]);
  });

  /**
   * A German text that still holds its English twin was not translated (or was pasted over). Words German uses as they
   * are (house types, "Status", the brand) are the only ones allowed in both.
   */
  it('no German string contains the English text of the same key', () => {
    const sameInBothLanguages = new Set([
      'Inserat',
      'Garage',
      'Gas',
      'Solar',
      'Demo —',
      'Demo',
      'Maisonette',
      'Penthouse',
      'Loft',
      'Bungalow',
      'Villa',
      'Name',
      'Administrator',
      'Uploads',
      'Status',
      'Newsletter',
      '/m²',
      '+ km',
      'Liechtenstein',
    ]);
    const texts = (file: object) =>
      new Map(
        keys(file).map((k) => [
          k,
          k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], file),
        ]),
      );
    const untranslated: string[] = [];
    for (const [germanFile, englishFile] of [
      [de, en],
      [deAccount, enAccount],
      [deLegal, enLegal],
    ] as const) {
      const english = texts(englishFile);
      for (const [key, german] of texts(germanFile)) {
        const words = String(english.get(key) ?? '')
          .replace(/\{\{\w+\}\}/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        if (!/\p{L}/u.test(words) || sameInBothLanguages.has(words)) continue;
        const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(String(german).replace(/\{\{\w+\}\}/g, '')))
          untranslated.push(`${key}: ${String(german)}`);
      }
    }
    expect(untranslated).toEqual([]);
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
        if (!pageKeys.some((k) => k === key || k.startsWith(`${key}.`) || k.startsWith(`${key}_`)))
          missing.push(`${path.relative(ui, file)}: ${key}`);
      }
      for (const [, prefix] of code.matchAll(/\bt\(\s*`([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)*)\.\$\{/g)) {
        if (!pageKeys.some((k) => k.startsWith(`${prefix}.`))) missing.push(`${path.relative(ui, file)}: ${prefix}.*`);
      }
    }
    expect(missing).toEqual([]);
  });
});
