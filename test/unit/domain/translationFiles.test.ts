import { describe, expect, it } from 'vitest';
import de from '../../../public/assets/locales/de/translation.json';
import en from '../../../public/assets/locales/en/translation.json';
import deLegal from '../../../public/assets/locales/de/legal.json';
import enLegal from '../../../public/assets/locales/en/legal.json';

/** Every key path of a translation file; arrays (the legal texts' sections) count by position. */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * German pages load no English file (i18nOptions: no fallback for de), so a key missing in German would show as its
 * raw name. Both files must name the same keys.
 */
describe('translation files', () => {
  it.each([
    ['translation', de, en],
    ['legal', deLegal, enLegal],
  ])('German and English have exactly the same keys (%s)', (_namespace, deFile, enFile) => {
    const german = new Set(keys(deFile));
    const english = new Set(keys(enFile));
    expect([...english].filter((k) => !german.has(k)), 'missing in de').toEqual([]);
    expect([...german].filter((k) => !english.has(k)), 'missing in en').toEqual([]);
  });

  it('no string is empty', () => {
    const empty = (file: object) => keys(file).filter((path) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], file) === '');
    for (const file of [de, en, deLegal, enLegal]) expect(empty(file)).toEqual([]);
  });
});
