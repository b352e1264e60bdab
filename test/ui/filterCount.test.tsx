import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, paramsFromFilters } from '../../src/ui/pages/ads/searchUrl';
import { searchChips } from '../../src/ui/pages/ads/searchChips';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('the filter button’s count', () => {
  it('is one per chip of the filter column: a range is one filter, the radius is its place’s, warm is the price’s', () => {
    for (const [search, count] of [
      ['where=Kreuzberg&minRooms=3&maxRooms=3.5&maxPrice=1200&warm=1', 3],
      ['category=apartment_rent&where=Berlin&radius=10', 2],
      ['minArea=40&maxArea=80&minYear=1990', 2],
      ['features=balcony&features=elevator&commissionFree=1', 3],
      ['q=Altbau&sort=newest', 0],
      ['', 0],
    ] as const) {
      const params = new URLSearchParams(search);
      expect([search, activeFilterCount(params)]).toEqual([search, count]);
      // The chips beside the button say the same filters (the words are a chip of their own, not a filter).
      const chips = searchChips(search, t, 'de').filter((chip) => chip.id !== 'q');
      expect([search, chips.length]).toEqual([search, count]);
    }
  });
});

describe('rooms said as bedrooms', () => {
  it('the chip says what was said and what it means here, in the reader’s language; changed rooms drop it', async () => {
    const { createTestI18n } = await import('./harness');
    const label = async (lang: 'de' | 'en', search: string) => {
      const i18n = await createTestI18n(lang);
      return searchChips(search, i18n.t.bind(i18n) as never, lang).find((chip) => chip.id === 'rooms')?.label;
    };
    expect(await label('de', 'minRooms=3&bedrooms=2')).toBe('2 Schlafzimmer = ab 3 Zimmer');
    expect(await label('en', 'minRooms=3&bedrooms=2')).toBe('2 bedrooms = from 3 rooms');
    expect(await label('en', 'minRooms=2&bedrooms=1')).toBe('1 bedroom = from 2 rooms');
    // The rooms were changed in the filter column since: the bedrooms no longer say them.
    expect(await label('de', 'minRooms=4&bedrooms=2')).toBe('ab 4 Zimmer');
    expect(await label('de', 'minRooms=3&maxRooms=4&bedrooms=2')).toBe('3–4 Zimmer');
    // Removing the chip removes what the bedrooms said too.
    const chip = searchChips('q=Altbau&minRooms=3&bedrooms=2', (key) => key, 'de').find((c) => c.id === 'rooms');
    expect(chip?.without).toBe('q=Altbau');
    expect(activeFilterCount(new URLSearchParams('minRooms=3&bedrooms=2'))).toBe(1);
  });
});

describe('a place and its surroundings, as the words said them', () => {
  it('"Umgebung Kreuzberg" becomes the place, its point and 20 km in the URL; the chip names the place and the radius', async () => {
    const { searchWithUnderstood } = await import('../../src/ui/pages/ads/searchChips');
    const { filtersFromParams } = await import('../../src/ui/pages/ads/searchUrl');
    const next = searchWithUnderstood('q=Wohnung+Umgebung+Kreuzberg', {
      parts: [
        { text: 'Wohnung', filters: { category: 'apartment_rent' } },
        { text: 'Umgebung Kreuzberg', filters: { city: 'Kreuzberg', radius: 20, lat: 52.499, lon: 13.403 } },
      ],
      rest: '',
    })!;
    const params = new URLSearchParams(next);
    expect(Object.fromEntries(params)).toEqual({
      category: 'apartment_rent',
      where: 'Kreuzberg',
      radius: '20',
      lat: '52.499',
      lon: '13.403',
    });
    // The search the URL makes again: the radius around the point, not the district alone.
    expect(filtersFromParams(params)).toMatchObject({ lat: 52.499, lon: 13.403, radius: 20 });
    expect(filtersFromParams(params).city).toBeUndefined();
    expect(searchChips(next, t, 'de').find((chip) => chip.id === 'where')?.label).toBe(
      'chips.around{"place":"Kreuzberg","km":"20"}',
    );
  });
});

describe('the place field', () => {
  it('keeps a postal code with its city as an address writes them ("1020 Wien"; Swiss 1020 is Renens)', () => {
    const params = paramsFromFilters({ city: 'Wien', postalCode: '1020', minRooms: 2 }, new URLSearchParams());
    expect(params.get('where')).toBe('1020 Wien');
    expect(filtersFromParams(params)).toMatchObject({ city: 'Wien', postalCode: '1020', minRooms: 2 });
    // Typed into the field as people write an address, a code alone, a name alone.
    for (const [where, place] of [
      ['80331 München', { postalCode: '80331', city: 'München' }],
      ['10999', { postalCode: '10999' }],
      ['Frankfurt am Main', { city: 'Frankfurt am Main' }],
      ['Bad Homburg vor der Höhe', { city: 'Bad Homburg vor der Höhe' }],
    ] as const) {
      const filters = filtersFromParams(new URLSearchParams({ where }));
      expect([where, filters.postalCode, filters.city]).toEqual([
        where,
        'postalCode' in place ? place.postalCode : undefined,
        'city' in place ? place.city : undefined,
      ]);
    }
  });
});
