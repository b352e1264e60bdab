import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLocalizedNumber,
  formatPrice,
  parseLocalizedNumber,
  type NumberKind,
  type NumberLanguage,
} from '../../../src/domain/numbers';

const ok = (value: number) => ({ ok: true, value });
const ambiguous = (...readings: number[]) => ({ ok: false, reason: 'ambiguous', readings });

describe('numbers as people write them', () => {
  it.each([
    ['de', '1.250', 'money', ok(1250)],
    ['de', '1.250,50', 'money', ok(1250.5)],
    ['de', '1250', 'money', ok(1250)],
    ['de', '1.250.000', 'money', ok(1_250_000)],
    ['de', '1.250 €', 'money', ok(1250)],
    ['de', '1.450,– €', 'money', ok(1450)],
    ['de', '1.450,-', 'money', ok(1450)],
    ['de', '980,--', 'money', ok(980)],
    ['de', '1 250,5', 'money', ok(1250.5)],
    ['de', "1'250", 'money', ok(1250)],
    ['de', '92,5', 'area', ok(92.5)],
    ['de', '92,5 m²', 'area', ok(92.5)],
    ['de', '3,5', 'rooms', ok(3.5)],
    ['en', '1,250', 'money', ok(1250)],
    ['en', '1,290', 'money', ok(1290)],
    ['en', '1,250.50', 'money', ok(1250.5)],
    ['en', '€1,250', 'money', ok(1250)],
    ['en', '92.5', 'area', ok(92.5)],
    ['en', '2.5', 'rooms', ok(2.5)],
  ] as const)('%s "%s" (%s) is %o', (lang, text, kind, expected) => {
    expect(parseLocalizedNumber(text, lang, kind)).toEqual(expected);
  });

  it.each([
    ['de', '1.25', 'money', ambiguous(1250, 1.25)],
    ['de', '1,250.50', 'money', ambiguous(1250.5)],
    ['de', '1,250', 'money', ambiguous(1250, 1.25)],
    ['de', '92.5', 'area', ambiguous(92.5, 92500)],
    ['de', '3.5', 'rooms', ambiguous(3.5)],
    ['en', '1,25', 'money', ambiguous(1250, 1.25)],
    ['en', '1.250', 'money', ambiguous(1250, 1.25)],
    ['en', '1.250,50', 'money', ambiguous(1250.5)],
    ['en', '3,5', 'rooms', ambiguous(3.5)],
  ] as const)('%s "%s" (%s) could mean two things: refused with %o', (lang, text, kind, expected) => {
    expect(parseLocalizedNumber(text, lang, kind)).toEqual(expected);
  });

  it.each([
    ['de', 'abc'],
    ['de', '1.2.3,4,5'],
    ['de', '-100'],
    ['en', '1,,000'],
    ['en', '12.34.56'],
    ['de', '3,25'],
  ])('%s "%s" is no number', (lang, text) => {
    expect(parseLocalizedNumber(text, lang as NumberLanguage, text === '3,25' ? 'rooms' : 'money')).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('empty input is empty, not zero', () => {
    expect(parseLocalizedNumber('  ', 'de', 'money')).toEqual({ ok: false, reason: 'empty', readings: [] });
  });

  it.each([
    ['de', 'money', 1250, '1.250'],
    ['de', 'money', 1250.5, '1.250,50'],
    ['de', 'money', 3690, '3.690'],
    ['de', 'area', 92.5, '92,5'],
    ['en', 'money', 1250.5, '1,250.50'],
    ['en', 'area', 92.5, '92.5'],
  ] as const)('%s %s %d is written "%s"', (lang, kind, value, text) => {
    expect(formatLocalizedNumber(value, lang, kind)).toBe(text);
  });

  const values: Record<NumberKind, fc.Arbitrary<number>> = {
    money: fc.integer({ min: 0, max: 2_000_000_000 }).map((cents) => cents / 100),
    area: fc.integer({ min: 1, max: 10_000_000_00 }).map((hundredths) => hundredths / 100),
    rooms: fc.integer({ min: 1, max: 200 }).map((halves) => halves / 2),
    whole: fc.integer({ min: 0, max: 1_000_000 }),
  };
  // Node's ICU is the reference: what the page writes must read exactly as Intl would write it, for every kind.
  it.each(['de', 'en'] as const)('numbers and prices are written as Intl.NumberFormat writes them (%s)', (lang) => {
    const locale = lang === 'de' ? 'de-DE' : 'en-GB';
    const decimals: Record<NumberKind, number> = { money: 2, area: 2, rooms: 1, whole: 0 };
    for (const kind of Object.keys(values) as NumberKind[]) {
      fc.assert(
        fc.property(values[kind], (x) => {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: kind === 'money' && !Number.isInteger(x) ? 2 : 0,
            maximumFractionDigits: decimals[kind],
            useGrouping: kind !== 'whole',
          });
          expect(formatLocalizedNumber(x, lang, kind)).toBe(intl.format(x));
        }),
        { numRuns: 300 },
      );
    }
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_00, max: 2_000_000_000 }), (cents) => {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
          maximumFractionDigits: 2,
        });
        expect(formatPrice(cents, lang)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 500 },
    );
  });

  it('prices without cents where the amount is whole', () => {
    expect(formatPrice(369000, 'de')).toBe('3.690\u00a0€');
    expect(formatPrice(125050, 'de')).toBe('1.250,50\u00a0€');
    expect(formatPrice(125050, 'en')).toBe('€1,250.50');
  });

  it.each(['de', 'en'] as const)('parse(format(x)) = x for every price, area and room count (%s)', (lang) => {
    for (const kind of Object.keys(values) as NumberKind[]) {
      fc.assert(
        fc.property(values[kind], (x) => {
          expect(parseLocalizedNumber(formatLocalizedNumber(x, lang, kind), lang, kind)).toEqual({
            ok: true,
            value: x,
          });
        }),
        { numRuns: 300 },
      );
    }
  });
});
