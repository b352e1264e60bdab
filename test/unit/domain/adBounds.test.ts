import { describe, expect, it } from 'vitest';
import { AD_LIMITS, certificateValidUntil, propertyTypesFor, validateAd } from '../../../src/domain/adValidation';

// The rules the ad form and the server both apply, at each bound: the last value accepted and the first refused.
const valid = {
  title: 'Helle Wohnung mit Balkon',
  description: 'Ruhige Lage, Balkon nach Süden und Keller.',
  category: 'apartment_rent',
  priceCents: 95000,
  priceType: 'fixed',
  postalCode: '10115',
  city: 'Berlin',
};
const NOW = new Date('2026-06-15T10:00:00Z');
const problems = (change: object) =>
  validateAd({ ...valid, ...change }, NOW).map(({ field, code }) => `${field}:${code}`);

describe('the bounds of every ad field', () => {
  it.each([
    [{ title: 'x'.repeat(AD_LIMITS.titleMin) }, []],
    [{ title: 'x'.repeat(AD_LIMITS.titleMin - 1) }, ['title:too_short']],
    [{ title: `  ${'x'.repeat(AD_LIMITS.titleMin - 1)}   ` }, ['title:too_short']],
    [{ title: 'x'.repeat(AD_LIMITS.titleMax) }, []],
    [{ title: 'x'.repeat(AD_LIMITS.titleMax + 1) }, ['title:too_long']],
    [{ title: '   ' }, ['title:required']],
    [{ title: 42 }, ['title:invalid']],
    [{ description: 'x'.repeat(AD_LIMITS.descriptionMin - 1) }, ['description:too_short']],
    [{ description: 'x'.repeat(AD_LIMITS.descriptionMax + 1) }, ['description:too_long']],
    [{ description: 'x'.repeat(AD_LIMITS.descriptionMax) }, []],
    [{ description: undefined }, ['description:required']],
    [{ city: 'x'.repeat(80) }, []],
    [{ city: 'x'.repeat(81) }, ['city:too_long']],
    [{ district: '' }, []],
    [{ district: 'x'.repeat(81) }, ['district:too_long']],
  ])('text %j → %j', (change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it.each([
    [{ category: '' }, ['category:required']],
    [{ category: 'castle' }, ['category:invalid']],
    [{ priceType: 'auction' }, ['priceType:invalid']],
    [{ priceCents: null }, ['priceCents:required']],
    [{ priceCents: null, priceType: 'on_request' }, []],
    [{ priceCents: 0 }, []],
    [{ priceCents: -1 }, ['priceCents:invalid']],
    [{ priceCents: AD_LIMITS.priceMaxCents }, []],
    [{ priceCents: AD_LIMITS.priceMaxCents + 1 }, ['priceCents:invalid']],
    [{ priceCents: 100.5 }, ['priceCents:invalid']],
    [{ priceCents: Number.NaN }, ['priceCents:invalid']],
    [{ priceCents: '950' }, ['priceCents:invalid']],
    [{ postalCode: '1011' }, []],
    [{ postalCode: ' 10115 ' }, []],
    [{ postalCode: '101' }, ['postalCode:invalid']],
    [{ postalCode: '101155' }, ['postalCode:invalid']],
    [{ postalCode: '' }, ['postalCode:required']],
    [{ postalCode: 10115 }, ['postalCode:invalid']],
  ])('category, price and postal code %j → %j', (change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it.each([
    [{ livingArea: AD_LIMITS.livingAreaMin }, []],
    [{ livingArea: AD_LIMITS.livingAreaMin - 0.01 }, ['livingArea:invalid']],
    [{ livingArea: AD_LIMITS.livingAreaMax }, []],
    [{ livingArea: AD_LIMITS.livingAreaMax + 1 }, ['livingArea:invalid']],
    [{ livingArea: 72.5 }, []],
    [{ rooms: 0.5 }, []],
    [{ rooms: 0 }, ['rooms:invalid']],
    [{ rooms: 2.5 }, []],
    [{ rooms: 2.25 }, ['rooms:invalid']],
    [{ rooms: AD_LIMITS.roomsMax }, []],
    [{ rooms: AD_LIMITS.roomsMax + 0.5 }, ['rooms:invalid']],
    [{ plotArea: AD_LIMITS.plotAreaMax }, []],
    [{ plotArea: AD_LIMITS.plotAreaMax + 1 }, ['plotArea:invalid']],
    [{ plotArea: 0 }, ['plotArea:invalid']],
    [{ floor: AD_LIMITS.floorMin }, []],
    [{ floor: AD_LIMITS.floorMin - 1 }, ['floor:invalid']],
    [{ floor: AD_LIMITS.floorMax }, []],
    [{ floor: AD_LIMITS.floorMax + 1 }, ['floor:invalid']],
    [{ floor: 1.5 }, ['floor:invalid']],
    [{ yearBuilt: AD_LIMITS.yearBuiltMin }, []],
    [{ yearBuilt: AD_LIMITS.yearBuiltMin - 1 }, ['yearBuilt:invalid']],
    [{ yearBuilt: 2026 + AD_LIMITS.yearBuiltAhead }, []],
    [{ yearBuilt: 2026 + AD_LIMITS.yearBuiltAhead + 1 }, ['yearBuilt:invalid']],
    [{ yearBuilt: Number.POSITIVE_INFINITY }, ['yearBuilt:invalid']],
    [{ yearBuilt: 1990.5 }, ['yearBuilt:invalid']],
    // What the API may be sent: a number written as text is no number.
    [{ livingArea: '70' }, ['livingArea:invalid']],
    [{ category: '' }, ['category:required']],
    [{ category: null }, ['category:required']],
    [{ category: 'castle' }, ['category:invalid']],
    [{ priceType: 42 }, ['priceType:invalid']],
    [{ depositCents: 0, hoaFeeCents: AD_LIMITS.priceMaxCents }, []],
    [{ serviceChargeCents: -1 }, ['serviceChargeCents:invalid']],
    [{ heatingCostCents: 12.5 }, ['heatingCostCents:invalid']],
    [{ parkingPriceCents: AD_LIMITS.priceMaxCents + 1 }, ['parkingPriceCents:invalid']],
  ])('numbers %j → %j', (change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it.each([
    [{ availableFrom: '' }, []],
    [{ availableFrom: null }, []],
    [{ availableFrom: '2026-07-01' }, []],
    [{ availableFrom: '01.07.2026' }, ['availableFrom:invalid']],
    [{ features: ['balcony', 'cellar'] }, []],
    [{ features: ['balcony', 'pool'] }, ['features:invalid']],
    [{ features: 'balcony' }, ['features:invalid']],
    [{ heatingIncluded: true, commissionFree: false, showExactAddress: false }, []],
    [{ heatingIncluded: 'yes' }, ['heatingIncluded:invalid']],
    [{ commissionFree: 1 }, ['commissionFree:invalid']],
    // § 656c BGB: a flat's or single-family house's sale states the buyer's share in per cent, matched by the seller.
    [{ category: 'apartment_buy', commission: '3,57 % inkl. MwSt.' }, ['buyerCommissionPercent:required']],
    [{ category: 'apartment_buy', buyerCommissionPercent: 3.57 }, ['sellerPaysSame:seller_pays_same']],
    [
      { category: 'house_buy', buyerCommissionPercent: 3.57, sellerPaysSame: false },
      ['sellerPaysSame:seller_pays_same'],
    ],
    [{ category: 'apartment_buy', buyerCommissionPercent: 3.57, sellerPaysSame: true }, []],
    [{ category: 'apartment_buy', buyerCommissionPercent: 0 }, []],
    [{ category: 'apartment_buy', commissionFree: true, buyerCommissionPercent: 3.57 }, []],
    [
      { category: 'apartment_buy', buyerCommissionPercent: 'drei', sellerPaysSame: true },
      ['buyerCommissionPercent:invalid'],
    ],
    [{ category: 'house_buy', propertyType: 'multi_family', commission: '3,57 % inkl. MwSt.' }, []],
    [{ category: 'land', commission: '3,57 % inkl. MwSt.' }, []],
    [{ category: 'land', commission: 'x'.repeat(AD_LIMITS.commissionMax + 1) }, ['commission:too_long']],
    // Tenants pay no commission (§ 2 Abs. 1a WoVermittG): a rental states none, of any length.
    [{ commission: '2 Nettokaltmieten' }, ['commission:tenant_commission']],
    [{ category: 'shared_room', commission: '1 Monatsmiete' }, ['commission:tenant_commission']],
    [{ commission: '   ' }, []],
    [{ propertyType: 'attic' }, []],
    [{ propertyType: 'villa' }, ['propertyType:invalid']],
    [{ propertyType: '' }, []],
    [{ category: 'house_buy', propertyType: 'villa' }, []],
    [{ category: 'house_buy', propertyType: 'attic' }, ['propertyType:invalid']],
    // An unknown category is the one mistake: any known type is not a second one.
    [{ category: 'castle', propertyType: 'attic' }, ['category:invalid']],
    [{ condition: 'as_new', heatingType: 'heat_pump' }, []],
    [{ condition: 'shiny' }, ['condition:invalid']],
    [{ heatingType: 'fireplace' }, ['heatingType:invalid']],
    [{ showExactAddress: true }, ['street:required']],
    [{ showExactAddress: true, street: 'Torstraße 1' }, []],
    [{ showExactAddress: true, street: 'To' }, ['street:too_short']],
    [{ street: 'x'.repeat(AD_LIMITS.streetMax + 1) }, ['street:too_long']],
  ])('choices, flags and the address %j → %j', (change, expected) => {
    expect(problems(change)).toEqual(expected);
  });

  it.each([
    [{ type: 'demand', kwhPerSqmYear: 0, carrier: 'gas', efficiencyClass: 'A+' }, []],
    [{ type: 'consumption', kwhPerSqmYear: AD_LIMITS.kwhMax, carrier: 'other', efficiencyClass: 'H' }, []],
    [
      { type: 'demand', kwhPerSqmYear: AD_LIMITS.kwhMax + 1, carrier: 'gas', efficiencyClass: 'H' },
      ['energyCertificate.kwhPerSqmYear:invalid'],
    ],
    [
      { type: 'demand', kwhPerSqmYear: null, carrier: 'gas', efficiencyClass: 'B' },
      ['energyCertificate.kwhPerSqmYear:required'],
    ],
    [
      { type: 'guess', kwhPerSqmYear: 80, carrier: 'coal', efficiencyClass: 'Z' },
      [
        'energyCertificate.type:invalid',
        'energyCertificate.carrier:invalid',
        'energyCertificate.efficiencyClass:invalid',
      ],
    ],
    [
      {},
      [
        'energyCertificate.type:required',
        'energyCertificate.kwhPerSqmYear:required',
        'energyCertificate.carrier:required',
        'energyCertificate.efficiencyClass:required',
      ],
    ],
    ['A', ['energyCertificate:invalid']],
  ])('the energy certificate %j → %j', (energyCertificate, expected) => {
    expect(problems({ energyCertificate })).toEqual(expected);
  });

  // NOW is 15 June 2026, 12:00 in Berlin: a certificate of 16 June 2016 is valid until 15 June 2026, today.
  it.each([
    ['2016-06-16', []],
    ['2016-06-15', ['energyCertificate.issuedOn:expired']],
    ['2026-06-15', []],
    ['2026-06-16', ['energyCertificate.issuedOn:future']],
    ['2021-02-30', ['energyCertificate.issuedOn:invalid']],
    ['15.06.2021', ['energyCertificate.issuedOn:invalid']],
    [undefined, []],
  ])('a certificate issued on %s → %j', (issuedOn, expected) => {
    const certificate = { type: 'demand', kwhPerSqmYear: 80, carrier: 'gas', efficiencyClass: 'C', issuedOn };
    expect(problems({ energyCertificate: certificate })).toEqual(expected);
  });

  it('reads "today" in Germany: just after midnight in Berlin is already the next day', () => {
    const justAfterMidnight = new Date('2026-06-15T22:30:00Z');
    const certificate = {
      type: 'demand',
      kwhPerSqmYear: 80,
      carrier: 'gas',
      efficiencyClass: 'C',
      issuedOn: '2026-06-16',
    };
    expect(validateAd({ ...valid, energyCertificate: certificate }, justAfterMidnight)).toEqual([]);
  });

  it.each([
    ['2016-06-16', '2026-06-15'],
    ['2016-02-29', '2026-02-28'],
    ['2020-03-01', '2030-02-28'],
    ['2024-01-01', '2033-12-31'],
  ])('a certificate issued on %s is valid until %s', (issuedOn, until) => {
    expect(certificateValidUntil(issuedOn)).toBe(until);
  });

  it('reports every problem at once, in the order of the form', () => {
    expect(validateAd({}, NOW).map((p) => p.field)).toEqual([
      'title',
      'description',
      'category',
      'priceType',
      'priceCents',
      'postalCode',
      'city',
    ]);
  });

  it('tells an API caller what is wrong in words', () => {
    const messages = (change: object) => validateAd({ ...valid, ...change }, NOW).map((p) => p.message);
    expect(messages({ rooms: 2.25 })).toEqual(['rooms must be a multiple of 0.5']);
    expect(messages({ floor: 1.5 })).toEqual(['floor must be a whole number']);
    expect(messages({ livingArea: 0 })).toEqual([
      `livingArea must be between ${AD_LIMITS.livingAreaMin} and ${AD_LIMITS.livingAreaMax}`,
    ]);
    expect(messages({ title: 'Wohnung\nBcc: x' })).toEqual(['title must be a single line']);
  });
});

describe('property types per category', () => {
  it('offers flat types for flats, house types for houses, none for the rest, and checks any type when the category is unknown', () => {
    expect(propertyTypesFor('apartment_buy')).toContain('penthouse');
    expect(propertyTypesFor('apartment_buy')).not.toContain('villa');
    expect(propertyTypesFor('house_rent')).toContain('villa');
    expect(propertyTypesFor('house_rent')).not.toContain('attic');
    expect(propertyTypesFor('parking')).toEqual([]);
    expect(propertyTypesFor(undefined)).toEqual(expect.arrayContaining(['attic', 'villa']));
    expect(problems({ category: 'land', propertyType: 'villa' })).toEqual(['propertyType:invalid']);
  });
});
