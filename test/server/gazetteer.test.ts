import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnderstandSearch } from '../../server/search/UnderstandSearch';
import { UNDERSTANDING_CASES } from '../fixtures/understanding';
import { generatedPlaceQueries, scorePlaceReading, WRITTEN_PLACE_QUERIES } from '../fixtures/placeQueries';
import { scoreTypedSearches, TYPED_SEARCH_DAY, TYPED_SEARCHES } from '../fixtures/typedSearches';
import { GazetteerSourceGzip } from '../../server/search/adapters/GazetteerSourceGzip';
import type { PlaceRecord } from '../../server/search/domain/place';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

/**
 * Issue 70: a fresh install knows every place of Germany, Austria and Switzerland — the gazetteer shipped with the app
 * (server/search/gazetteer, GeoNames CC BY 4.0) is loaded once, without `geo:import`, and the searches people type
 * find their place, district or postal code.
 */
let server: TestServer;
let understand: UnderstandSearch;
let firstLoad: { version: string; loaded: number | null };
beforeAll(async () => {
  server = await startTestServer();
  firstLoad = await server.services.search.loadGazetteer.execute();
  understand = new UnderstandSearch({ places: server.services.uow.repos.places, clock: TYPED_SEARCH_DAY });
}, 240_000);
afterAll(() => server.close());

const cityOf = async (query: string) => (await understand.execute(query)).filters.city;

describe('the gazetteer shipped with the app', () => {
  it('loads every postal code of DE, AT and CH once per version; a second start loads nothing', async () => {
    expect(firstLoad.loaded).toBeGreaterThan(40_000);
    expect(await server.services.uow.repos.places.count()).toBe(firstLoad.loaded);
    expect(await server.services.search.loadGazetteer.execute()).toEqual({ version: firstLoad.version, loaded: null });
  });

  it('suggests municipalities, districts and postal codes nobody imported, with their city', async () => {
    const suggest = async (q: string) =>
      (await call(server.app, 'GET', `/api/places?q=${encodeURIComponent(q)}&limit=5`)).body.data as {
        name: string;
        city: string;
        postalCode: string;
        country: string;
      }[];
    expect((await suggest('Kleinmachnow'))[0]).toMatchObject({ name: 'Kleinmachnow', country: 'DE' });
    expect((await suggest('14532')).map((p) => p.name)).toContain('Kleinmachnow');
    expect((await suggest('Prenzlauer'))[0]).toMatchObject({ name: 'Prenzlauer Berg', city: 'Berlin' });
    expect((await suggest('8050'))[0]).toMatchObject({ country: expect.stringMatching(/AT|CH/) });
  });

  it.each([
    ['Wohnung Kreuzberg', 'Kreuzberg'],
    ['Wohnung Altona', 'Altona'],
    ['Wohnung Ehrenfeld', 'Ehrenfeld'],
    ['Wohnung Sachsenhausen', 'Sachsenhausen'],
    ['Wohnung Favoriten', 'Favoriten'],
    ['Wohnung Oerlikon', 'Oerlikon'],
    ['Haus kaufen Kleinmachnow', 'Kleinmachnow'],
    ['Wohnung Koeln', 'Köln'],
    ['Wohnung Munchen', 'München'],
    ['2 Zimmer Garmisch-Partenkirchen', 'Garmisch-Partenkirchen'],
    // One letter off, and without umlauts as well.
    ['Wohnung Neukoeln', 'Neukölln'],
    ['Wohnung Kreutzberg', 'Kreuzberg'],
    ['Haus Dusseldorff', 'Düsseldorf'],
    ['Wohnung Berlin-Mitte', 'Mitte'],
  ])('"%s" is searched in %s', async (query, city) => {
    expect(await cityOf(query)).toBe(city);
  });

  it(`${TYPED_SEARCHES.length} searches as people type them become every filter they mean, and only those`, async () => {
    const score = await scoreTypedSearches(({ q, lang }) => understand.execute(q, lang));
    // Written beside the rules: every filter of every search is read, and nothing else.
    expect(score.wrong).toEqual([]);
    expect([score.precision, score.recall]).toEqual([1, 1]);
  });

  it('a word that is no place stays a word, however close a village comes ("Balkon", "Garten", "Keller")', async () => {
    for (const query of ['Wohnung mit Balkon', 'Haus mit Garten', 'Keller Sauna Kamin', 'ruhige Lage', 'Wohnung See'])
      expect([query, (await understand.execute(query)).filters.city]).toEqual([query, undefined]);
    expect(await cityOf('Wohnung in Lage')).toBe('Lage');
  });

  it('a district of a large city is meant before a village of the same name', async () => {
    const places = server.services.uow.repos.places;
    const named = await places.namedAmong(['kreuzberg', 'sachsenhausen', 'ehrenfeld']);
    expect(named.get('kreuzberg')).toMatchObject({ city: 'Berlin', postalCodes: expect.arrayContaining(['10961']) });
    expect(named.get('sachsenhausen')).toMatchObject({ city: 'Frankfurt am Main' });
    expect(named.get('ehrenfeld')).toMatchObject({ city: 'Köln' });
  });

  it('"Schwabing" names Schwabing-West and Schwabing-Freimann together: their ads and those in their postal codes', async () => {
    expect((await server.services.uow.repos.places.namedAmong(['schwabing'])).get('schwabing')).toMatchObject({
      name: 'Schwabing',
      city: 'München',
    });
    const seller = await signUp(server, 'schwabing-seller@example.com');
    const flat = { city: 'München', priceCents: 140000, description: 'Helle Wohnung, ruhig gelegen, mit Balkon.' };
    const { postalCodes } = (await server.services.uow.repos.places.namedAmong(['schwabing-west'])).get(
      'schwabing-west',
    )!;
    const ad = async (title: string, district: string | null, postalCode: string) =>
      (await publishedAd(server, seller, { ...flat, title, district, postalCode })).id;
    const west = await ad('Altbau im Westen', 'Schwabing-West', '80796');
    const north = await ad('Neubau im Norden', 'Schwabing-Freimann', '80805');
    const noDistrict = await ad('Wohnung ohne Stadtteil', null, postalCodes[0]!);
    const elsewhere = await ad('Wohnung in der Maxvorstadt', 'Maxvorstadt', '80333');
    const found = await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent('Wohnung Schwabing')}&limit=50`);
    const ids = (found.body.data as { items: { id: string }[] }).items.map((ad) => ad.id);
    expect(ids).toEqual(expect.arrayContaining([west, north, noDistrict]));
    expect(ids).not.toContain(elsewhere);
  });

  it("an empty district offers its whole city, counted, and the offer's own search finds exactly that count", async () => {
    const seller = await signUp(server, 'mitte-seller@example.com');
    const inMitte = await publishedAd(server, seller, {
      city: 'Berlin',
      district: 'Mitte',
      postalCode: '10178',
      rooms: 3,
      title: 'Drei Zimmer am Alexanderplatz',
    });
    const answer = (await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent('3 Zimmer Wohnung Kreuzberg')}`))
      .body.data as {
      total: number;
      alternatives: { kind: string; filters: Record<string, unknown>; total: number }[];
    };
    expect(answer.total).toBe(0);
    const wholeCity = answer.alternatives.find((alternative) => alternative.kind === 'city');
    expect(wholeCity).toMatchObject({ filters: { city: 'Berlin', minRooms: 3 }, total: 1 });
    const params = new URLSearchParams(
      Object.entries(wholeCity!.filters).map(([key, value]) => [key, String(value)] as [string, string]),
    );
    const followed = (await call(server.app, 'GET', `/api/ads?${params}`)).body.data as {
      total: number;
      items: { id: string }[];
    };
    expect([followed.total, followed.items.map((ad) => ad.id)]).toEqual([1, [inMitte.id]]);
  });

  it('an empty postal code offers its whole city and 20 km around it, counted, each link finding that count', async () => {
    const seller = await signUp(server, 'favoriten-seller@example.com');
    const inFavoriten = await publishedAd(server, seller, {
      city: 'Wien',
      postalCode: '1100',
      rooms: 2,
      title: 'Zwei Zimmer beim Reumannplatz',
    });
    const answer = (await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent('2 Zimmer Wien 1020')}`)).body
      .data as {
      total: number;
      understood: { parts: { text: string; filters: Record<string, unknown> }[] };
      alternatives: { kind: string; filters: Record<string, unknown>; total: number }[];
    };
    expect(answer.understood.parts).toContainEqual({ text: '1020', filters: { postalCode: '1020' } });
    expect(answer.total).toBe(0);
    const wholeCity = answer.alternatives.find((alternative) => alternative.kind === 'city');
    expect(wholeCity?.filters).toMatchObject({ city: 'Wien', minRooms: 2 });
    expect(wholeCity?.filters).not.toHaveProperty('postalCode');
    const around = answer.alternatives.find((alternative) => alternative.kind === 'radius');
    expect(around?.filters).toMatchObject({ radius: 20, minRooms: 2 });
    expect(around?.filters).not.toHaveProperty('postalCode');
    for (const offer of [wholeCity!, around!]) {
      const params = new URLSearchParams(
        Object.entries(offer.filters).map(([key, value]) => [key, String(value)] as [string, string]),
      );
      const followed = (await call(server.app, 'GET', `/api/ads?${params}`)).body.data as {
        total: number;
        items: { id: string }[];
      };
      expect(followed.total).toBe(offer.total);
      expect(followed.items.map((ad) => ad.id)).toContain(inFavoriten.id);
    }
  });

  it('reads the places of searches as people type them: written and generated sets, precision and recall', async () => {
    const written = await scorePlaceReading(WRITTEN_PLACE_QUERIES, cityOf);
    expect(written.wrong).toEqual([]);
    const places: PlaceRecord[] = [];
    for await (const place of new GazetteerSourceGzip().places()) places.push(place);
    const generated = generatedPlaceQueries(places, 120);
    expect(generated.length).toBeGreaterThan(200);
    const score = await scorePlaceReading(generated, cityOf);
    console.log(
      `generated: ${generated.length} searches, precision ${score.precision}, recall ${score.recall}`,
      score.wrong,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('reads every query of the understanding set as before, with forty thousand places behind it', async () => {
    // A village named like a word ("Haus" in Styria, "Garten", "Keller") must not turn the word into a place.
    const wrong = [];
    for (const { q, lang, filters, rest } of UNDERSTANDING_CASES) {
      const understood = await understand.execute(q, lang);
      if (!isDeepStrictEqual(understood.filters, filters) || understood.rest !== rest)
        wrong.push({ q, got: [understood.filters, understood.rest], expected: [filters, rest] });
    }
    expect(wrong).toEqual([]);
  });
});
