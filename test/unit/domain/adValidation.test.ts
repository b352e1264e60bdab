import { describe, expect, it } from 'vitest';
import { isCalendarDate, validateAd } from '../../../src/domain/adValidation';
import { priceKind } from '../../../src/domain/ad';
import { checkName } from '../../../src/domain/validation';

const valid = {
  title: 'Helle Wohnung mit Balkon',
  description: 'Ruhige Lage.\nBalkon nach Süden,\tEinbauküche und Keller.',
  category: 'apartment_rent',
  priceCents: 95000,
  priceType: 'fixed',
  postalCode: '10115',
  city: 'Berlin',
};
const fields = (input: object) => validateAd(input).map((p) => p.field);

describe('ad rules', () => {
  it('accepts a plain ad, line breaks and tabs in the description included', () => {
    expect(validateAd(valid)).toEqual([]);
  });

  it.each([
    ['title', 'Wohnung\r\nBcc: victim@example.com'],
    ['title', 'Wohnung\u0000'],
    ['city', 'Berlin\nMitte'],
    ['district', 'Mitte\r'],
    ['description', 'Eine lange Beschreibung mit einem \u0007 Steuerzeichen.'],
  ])('refuses control characters in %s', (field, value) => {
    expect(fields({ ...valid, [field]: value })).toEqual([field]);
  });

  it('names are one line too', () => {
    expect(checkName('Erika\r\nBcc: x', 'name')?.code).toBe('invalid');
    expect(checkName('Erika Maria', 'name')).toBeNull();
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2199-12-31', true],
    ['2200-01-01', false],
    ['2024-1-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['x2024-01-01', false],
    ['2024-01-011', false],
  ])('%s is a calendar date an ad may name: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
    expect(fields({ ...valid, availableFrom: value }).includes('availableFrom')).toBe(!expected);
  });
});

describe('priceKind: which price the form asks for', () => {
  it('asks rents for the Kaltmiete, sales for the Kaufpreis, and parking or commercial space just for a price', () => {
    expect(priceKind('apartment_rent')).toBe('rent');
    expect(priceKind('shared_room')).toBe('rent');
    expect(priceKind('house_buy')).toBe('sale');
    expect(priceKind('land')).toBe('sale');
    expect(priceKind('parking')).toBe('either');
    expect(priceKind('commercial')).toBe('either');
    expect(priceKind('')).toBe('either');
  });
});
