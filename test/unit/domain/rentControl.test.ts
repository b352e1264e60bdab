import { describe, expect, it } from 'vitest';
import { rentControlArea, rentControlErrors, storedRentControl } from '../../../src/domain/rentControl';

/** The Mietpreisbremse table (issue 71): where it applies, as people write the place, and until when. */
describe('where a Mietpreisbremse applies', () => {
  const DAY = '2026-12-07';
  // The 20 largest German cities: each either has a Verordnung or is known to have none.
  it.each([
    ['Berlin', true],
    ['Hamburg', true],
    ['München', true],
    ['Köln', true],
    ['Frankfurt am Main', true],
    ['Stuttgart', true],
    ['Düsseldorf', true],
    ['Leipzig', true],
    ['Dortmund', false],
    ['Essen', false],
    ['Bremen', true],
    ['Dresden', true],
    ['Hannover', true],
    ['Nürnberg', true],
    ['Duisburg', false],
    ['Bochum', false],
    ['Wuppertal', false],
    ['Bielefeld', false],
    ['Bonn', true],
    ['Münster', true],
  ])('%s: %s', (city, covered) => {
    expect(rentControlArea(city, DAY) !== null).toBe(covered);
  });

  it('is found as people write the place, and not after its Verordnung ends', () => {
    for (const written of ['  berlin ', 'Muenchen', 'Munich', 'Koeln', 'Frankfurt', 'Frankfurt a.M.', 'Freiburg'])
      expect(rentControlArea(written, DAY), written).not.toBeNull();
    expect(rentControlArea('Frankfurt (Oder)', DAY)).toBeNull();
    expect(rentControlArea('', DAY)).toBeNull();
    expect(rentControlArea('Berlin', '2029-12-31')).not.toBeNull();
    expect(rentControlArea('Berlin', '2030-01-01')).toBeNull();
  });

  it('takes a statement with the previous rent exactly when it relies on it', () => {
    expect(rentControlErrors({ exception: 'none', previousRentCents: null }, 1e9)).toEqual([]);
    expect(rentControlErrors({ exception: 'previous_rent', previousRentCents: 0 }, 1e9)[0]?.code).toBe('invalid');
    expect(rentControlErrors({ exception: 'previous_rent', previousRentCents: 12.5 }, 1e9)[0]?.code).toBe('invalid');
    expect(rentControlErrors('none', 1e9)[0]?.field).toBe('rentControl');
    expect(storedRentControl({ exception: 'modernisation', previousRentCents: 90_000 })).toEqual({
      exception: 'modernisation',
      previousRentCents: null,
    });
  });
});
