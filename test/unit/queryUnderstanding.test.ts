import { describe, expect, it } from 'vitest';
import { understandQuery, type PlaceFinder, type QueryFilters } from '../../src/domain/queryUnderstanding';

/** A few places as the places table knows them (folded names, districts with their own name). */
const PLACES: Record<string, string> = {
  berlin: 'Berlin',
  münchen: 'München',
  muenchen: 'München',
  munich: 'München',
  'prenzlauer berg': 'Prenzlauer Berg',
  'berlin-mitte': 'Mitte',
  schwabing: 'Schwabing',
  'frankfurt am main': 'Frankfurt am Main',
  potsdam: 'Potsdam',
};
const findPlace: PlaceFinder = (phrase) => (PLACES[phrase] ? { city: PLACES[phrase]! } : null);
const understood = (query: string, lang: 'de' | 'en' = 'de') => understandQuery(query, lang, findPlace);

describe('understanding a search query', () => {
  it.each<[string, 'de' | 'en', QueryFilters, string]>([
    [
      '3 Zimmer Wohnung Berlin bis 1.200 €',
      'de',
      { minRooms: 3, maxRooms: 3.5, category: 'apartment_rent', city: 'Berlin', maxPrice: 120_000 },
      '',
    ],
    ['Wohnung Berlin', 'de', { category: 'apartment_rent', city: 'Berlin' }, ''],
    ['Wohnung München', 'de', { category: 'apartment_rent', city: 'München' }, ''],
    ['Wohnung Muenchen kaufen', 'de', { category: 'apartment_buy', city: 'München' }, ''],
    [
      '3-Zimmer-Wohnung in Prenzlauer Berg',
      'de',
      { minRooms: 3, maxRooms: 3.5, category: 'apartment_rent', city: 'Prenzlauer Berg' },
      '',
    ],
    ['3 Zi. Schwabing', 'de', { minRooms: 3, maxRooms: 3.5, city: 'Schwabing' }, ''],
    ['3,5 Zimmer', 'de', { minRooms: 3.5, maxRooms: 4 }, ''],
    ['2-3 Zimmer Balkon', 'de', { minRooms: 2, maxRooms: 3 }, 'Balkon'],
    ['ab 3 Zimmer', 'de', { minRooms: 3 }, ''],
    ['3-room flat', 'en', { minRooms: 3, maxRooms: 3.5, category: 'apartment_rent' }, ''],
    ['3 rooms under 1,200', 'en', { minRooms: 3, maxRooms: 3.5, maxPrice: 120_000 }, ''],
    ['unter 1200', 'de', { maxPrice: 120_000 }, ''],
    ['max. 1.200 warm', 'de', { maxPrice: 120_000, priceBasis: 'warm' }, ''],
    ['bis 900 € kalt Altbau', 'de', { maxPrice: 90_000, priceBasis: 'cold' }, 'Altbau'],
    ['ab 80 m² Garten', 'de', { minArea: 80 }, 'Garten'],
    ['80qm', 'de', { minArea: 80 }, ''],
    ['from 80 sqm', 'en', { minArea: 80 }, ''],
    ['Dachgeschoss', 'de', { propertyType: 'attic' }, ''],
    ['DG Wohnung Berlin-Mitte', 'de', { propertyType: 'attic', category: 'apartment_rent', city: 'Mitte' }, ''],
    ['Penthouse kaufen', 'de', { propertyType: 'penthouse', category: 'apartment_buy' }, ''],
    ['Maisonette', 'de', { propertyType: 'maisonette' }, ''],
    ['Souterrain', 'de', { propertyType: 'souterrain' }, ''],
    ['Doppelhaushälfte Potsdam', 'de', { propertyType: 'semi_detached', city: 'Potsdam' }, ''],
    ['Haus zur Miete', 'de', { category: 'house_rent' }, ''],
    ['Eigentumswohnung Neubau', 'de', { category: 'apartment_buy' }, 'Neubau'],
    ['WG-Zimmer Berlin', 'de', { category: 'shared_room', city: 'Berlin' }, ''],
    ['Stellplatz 10435', 'de', { category: 'parking', postalCode: '10435' }, ''],
    ['Grundstück 104xx', 'de', { category: 'land', postalCode: '104' }, ''],
    ['house for sale near Munich', 'en', { category: 'house_buy', city: 'München', radius: 20 }, ''],
    ['Frankfurt am Main Loft', 'de', { city: 'Frankfurt am Main', propertyType: 'loft' }, ''],
    ['Sauna Kamin', 'de', {}, 'Sauna Kamin'],
    ['Wohnung mit Balkon und EBK', 'de', { category: 'apartment_rent' }, 'Balkon EBK'],
    // Issue 70: as classified ads and people abbreviate, spell out and multiply.
    ['3ZKB Berlin', 'de', { minRooms: 3, maxRooms: 3.5, city: 'Berlin' }, ''],
    ['3-Zi.-Whg. Potsdam', 'de', { minRooms: 3, maxRooms: 3.5, category: 'apartment_rent', city: 'Potsdam' }, ''],
    ['Dreizimmerwohnung', 'de', { minRooms: 3, maxRooms: 3.5, category: 'apartment_rent' }, ''],
    ['3-Raum-Wohnung', 'de', { minRooms: 3, maxRooms: 3.5, category: 'apartment_rent' }, ''],
    ['two bedroom flat', 'en', { minRooms: 3, bedrooms: 2, category: 'apartment_rent' }, ''],
    ['Haus mit Garage', 'de', { category: 'house_buy' }, 'Garage'],
    ['Garage', 'de', { category: 'parking' }, ''],
    ['Mietwohnung Berlin', 'de', { category: 'apartment_rent', city: 'Berlin' }, ''],
    ['Haus bis 500k', 'de', { category: 'house_buy', maxPrice: 50_000_000 }, ''],
    ['ETW bis 1,2 Mio.', 'de', { category: 'apartment_buy', maxPrice: 120_000_000 }, ''],
    ['800-1.200 € warm', 'de', { minPrice: 80_000, maxPrice: 120_000, priceBasis: 'warm' }, ''],
    ['flat under €1,200', 'en', { category: 'apartment_rent', maxPrice: 120_000 }, ''],
    ['60-80 qm', 'de', { minArea: 60, maxArea: 80 }, ''],
    ['Wohnung in der Nähe von Potsdam', 'de', { category: 'apartment_rent', city: 'Potsdam', radius: 20 }, ''],
    ['Haus Raum Potsdam', 'de', { category: 'house_buy', city: 'Potsdam', radius: 20 }, ''],
    ['Haus in Potsdam', 'de', { category: 'house_buy', city: 'Potsdam' }, ''],
    ['Raum für Hobby', 'de', {}, 'Raum Hobby'],
    ['WG Zimmer Berlin', 'de', { category: 'shared_room', city: 'Berlin' }, ''],
    ['room in a shared flat', 'en', { category: 'shared_room' }, ''],
    // A half as people write it, and the surroundings said after the place.
    ['3½ Zimmer Berlin', 'de', { minRooms: 3.5, maxRooms: 4, city: 'Berlin' }, ''],
    ['3 1/2 Zimmer', 'de', { minRooms: 3.5, maxRooms: 4 }, ''],
    ['2½ rooms', 'en', { minRooms: 2.5, maxRooms: 3 }, ''],
    ['Haus Potsdam und Umgebung', 'de', { category: 'house_buy', city: 'Potsdam', radius: 20 }, ''],
    ['Wohnung Berlin Umland Balkon', 'de', { category: 'apartment_rent', city: 'Berlin', radius: 20 }, 'Balkon'],
    ['flat Munich area', 'en', { category: 'apartment_rent', city: 'München', radius: 20 }, ''],
    ['Umgebung', 'de', {}, 'Umgebung'],
    ['Küche/Bad Berlin', 'de', { city: 'Berlin' }, 'Küche Bad'],
  ])('"%s" (%s)', (query, lang, filters, rest) => {
    const result = understood(query, lang);
    expect(result.filters).toEqual(filters);
    expect(result.rest).toBe(rest);
  });

  it('says what each filter came from, so each can be shown and removed on its own', () => {
    const { parts } = understood('3 Zimmer Wohnung in Berlin bis 1.200 €');
    expect(parts.map((part) => part.text)).toEqual(['3 Zimmer', 'bis 1.200 €', 'Wohnung', 'in Berlin']);
    expect(parts.map((part) => part.filters)).toEqual([
      { minRooms: 3, maxRooms: 3.5 },
      { maxPrice: 120_000 },
      { category: 'apartment_rent' },
      { city: 'Berlin' },
    ]);
  });

  it('leaves numbers that are no rooms, price or area to the text search', () => {
    expect(understood('Baujahr 1910 Stuck')).toMatchObject({ filters: {}, rest: 'Baujahr 1910 Stuck' });
    expect(understood('ab 3')).toMatchObject({ filters: {}, rest: 'ab 3' });
  });
});

describe('words left over, read again', () => {
  it('"Haus mit Garage" leaves "Garage" as text, and the link with a house chosen reads it the same', () => {
    const first = understood('Haus mit Garage');
    expect([first.filters, first.rest]).toEqual([{ category: 'house_buy' }, 'Garage']);
    const again = understandQuery(first.rest, 'de', findPlace, { category: 'house_buy' });
    expect([again.parts, again.rest]).toEqual([[], 'Garage']);
    // Nothing chosen, the word alone is a garage to find.
    expect(understood('Garage').filters).toEqual({ category: 'parking' });
  });
});
