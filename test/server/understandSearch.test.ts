import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnderstandSearch } from '../../server/search/UnderstandSearch';
import { UNDERSTANDING_CASES } from '../fixtures/understanding';
import { startTestServer, type TestServer } from './helpers';

/** Issue 41: the places of a query come from the places table (here the demo's cities and districts), on both databases. */
let server: TestServer;
let understand: UnderstandSearch;
beforeAll(async () => {
  server = await startTestServer({ seedDemoData: true });
  understand = new UnderstandSearch({ places: server.services.uow.repos.places, clock: server.services.clock });
}, 180_000);
afterAll(() => server.close());

describe('understanding a query with the places table', () => {
  it.each([
    ['Wohnung Berlin', { category: 'apartment_rent', city: 'Berlin' }, ''],
    ['Wohnung Muenchen', { category: 'apartment_rent', city: 'München' }, ''],
    ['3 Zimmer in Prenzlauer Berg', { minRooms: 3, maxRooms: 3.5, city: 'Prenzlauer Berg' }, ''],
    ['Dachgeschoss Berlin-Mitte', { propertyType: 'attic', city: 'Mitte' }, ''],
    ['Altbau in Schwabing Stuck', { city: 'Schwabing' }, 'Altbau Stuck'],
    ['Balkon Sonnenseite', {}, 'Balkon Sonnenseite'],
    // A one-word district that is also a word stays text unless the query says it is the place.
    ['Wohnung Mitte', { category: 'apartment_rent' }, 'Mitte'],
    ['Wohnung in Mitte', { category: 'apartment_rent', city: 'Mitte' }, ''],
    ['Loft am Hafen', { propertyType: 'loft' }, 'Hafen'],
    ['Haus West', { category: 'house_buy' }, 'West'],
    // Beside its city a district is the place: Neubau is Vienna's 7th district (and "Neubau" no year filter).
    ['Wien Neubau', { city: 'Neubau' }, ''],
  ])('"%s"', async (query, filters, rest) => {
    const understood = await understand.execute(query);
    expect(understood.filters).toEqual(filters);
    expect(understood.rest).toBe(rest);
  });

  it(`reads every query of the understanding set as expected (${UNDERSTANDING_CASES.length} in de and en): parse accuracy 100 %`, async () => {
    const wrong = [];
    for (const { q, lang, filters, rest } of UNDERSTANDING_CASES) {
      const understood = await understand.execute(q, lang);
      if (!isDeepStrictEqual(understood.filters, filters))
        wrong.push({ q, got: understood.filters, expected: filters });
      else if (understood.rest !== rest) wrong.push({ q, got: understood.rest, expected: rest });
    }
    expect(wrong).toEqual([]);
    expect(UNDERSTANDING_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it('a word that is no place stays text, also one that starts like a place ("Berliner Altbau")', async () => {
    expect(await understand.execute('Berliner Altbau')).toMatchObject({ filters: {}, rest: 'Berliner Altbau' });
  });
});
