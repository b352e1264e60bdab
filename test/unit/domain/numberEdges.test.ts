import { describe, expect, it } from 'vitest';
import { eurosToCents, formatLocalizedNumber, formatPrice, parseLocalizedNumber } from '../../../src/domain/numbers';

const invalid = { ok: false, reason: 'invalid', readings: [] };

describe('what is not a number of its kind', () => {
  it.each([
    ['de', '1,', 'money'],
    ['de', '1234.567', 'money'],
    ['de', '1.2345', 'money'],
    ['de', '1,2.5', 'money'],
    ['de', '2,3', 'rooms'],
    ['en', '2.3', 'rooms'],
    ['de', 'zwölf', 'money'],
    ['de', '-5', 'money'],
  ] as const)('%s "%s" (%s) is refused as no number', (lang, text, kind) => {
    expect(parseLocalizedNumber(text, lang, kind)).toEqual(invalid);
  });

  it('an empty field is empty, not wrong', () => {
    expect(parseLocalizedNumber(' € ', 'de', 'money')).toEqual({ ok: false, reason: 'empty', readings: [] });
  });
});

describe('currency written out', () => {
  it.each(['1.250 EUR', '1.250 Euro', '1.250 Euros', '1.250 eur', '1.250,00 €'])('"%s" is 1.250 €', (text) => {
    expect(parseLocalizedNumber(text, 'de', 'money')).toEqual({ ok: true, value: 1250 });
  });
});

describe('negative amounts and cents', () => {
  it('are written with the sign before the digits, and nothing that rounds to zero gets one', () => {
    expect(formatLocalizedNumber(-1250.5, 'de', 'money')).toBe('-1.250,50');
    expect(formatLocalizedNumber(-3, 'en', 'whole')).toBe('-3');
    expect(formatLocalizedNumber(-0.001, 'de', 'money')).toBe('0,00');
    expect(formatPrice(-125050, 'de')).toBe('-1.250,50\u00a0€');
    expect(formatPrice(-125000, 'en')).toBe('-€1,250');
  });

  it('euros become whole cents, rounded as the amount was meant', () => {
    expect(eurosToCents(1250.5)).toBe(125050);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.999)).toBe(2000);
  });
});
