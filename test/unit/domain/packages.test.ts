import { describe, expect, it } from 'vitest';
import { creditToSpend, vatBreakdown, type Package } from '../../../src/domain/package';
import { placeLabel } from '../../../src/domain/place';

const pkg = (id: string, priceCents: number, maxImages: number): Package => ({
  id,
  name: { de: id, en: id },
  description: { de: '', en: '' },
  priceCents,
  currency: 'EUR',
  adCredits: 1,
  durationDays: 30,
  featured: false,
  maxImages,
  active: true,
});
const basic = pkg('basic', 990, 5);
const plus = pkg('plus', 2490, 15);
const premium = pkg('premium', 4990, 30);

describe('which credit an action spends when the seller does not choose', () => {
  it('the cheapest package with a credit left whose photo limit fits the ad', () => {
    const credits = [
      { packageId: 'premium', credits: 2 },
      { packageId: 'basic', credits: 1 },
      { packageId: 'plus', credits: 1 },
    ];
    expect(creditToSpend(credits, [premium, plus, basic], 3)?.id).toBe('basic');
    expect(creditToSpend(credits, [premium, plus, basic], 5)?.id).toBe('basic');
    expect(creditToSpend(credits, [premium, plus, basic], 6)?.id).toBe('plus');
    expect(creditToSpend(credits, [basic, plus, premium], 20)?.id).toBe('premium');
  });

  it('else the cheapest with a credit, and none without credits', () => {
    expect(
      creditToSpend(
        [
          { packageId: 'plus', credits: 1 },
          { packageId: 'basic', credits: 3 },
        ],
        [premium, plus, basic],
        40,
      )?.id,
    ).toBe('basic');
    expect(
      creditToSpend(
        [
          { packageId: 'basic', credits: 0 },
          { packageId: 'plus', credits: 1 },
        ],
        [basic, plus],
        1,
      )?.id,
    ).toBe('plus');
    expect(creditToSpend([{ packageId: 'basic', credits: 0 }], [basic, plus], 1)).toBeNull();
    expect(creditToSpend([], [basic], 1)).toBeNull();
  });

  it('at one price, the package the shop lists first, as the server takes it', () => {
    const [spring, summer] = [pkg('spring', 990, 10), pkg('summer', 990, 10)];
    const credits = [
      { packageId: 'spring', credits: 1 },
      { packageId: 'summer', credits: 1 },
    ];
    expect(creditToSpend(credits, [summer, spring], 3)?.id).toBe('summer');
    expect(creditToSpend(credits, [spring, summer], 3)?.id).toBe('spring');
  });
});

describe('net and VAT of a gross price', () => {
  it('rounds the net to the cent and keeps net + VAT equal to the gross', () => {
    expect(vatBreakdown(2490)).toEqual({ netCents: 2092, vatCents: 398 });
    expect(vatBreakdown(0)).toEqual({ netCents: 0, vatCents: 0 });
    expect(vatBreakdown(1070, 7)).toEqual({ netCents: 1000, vatCents: 70 });
  });
});

describe('a place offered while typing', () => {
  it('names the city after a district, not after a city itself', () => {
    const base = { country: 'DE', state: 'Berlin', lat: 52.5, lon: 13.4 };
    expect(placeLabel({ ...base, postalCode: '10435', name: 'Prenzlauer Berg', city: 'Berlin' })).toBe(
      '10435 Prenzlauer Berg (Berlin)',
    );
    expect(placeLabel({ ...base, postalCode: '60594', name: 'Frankfurt am Main', city: 'Frankfurt am Main' })).toBe(
      '60594 Frankfurt am Main',
    );
  });
});
