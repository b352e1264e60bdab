import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import { insideArea, parseArea } from '../../src/domain/mapArea';
import { filtersFromParams, paramsFromFilters } from '../../src/ui/pages/ads/searchUrl';
import { searchWithUnderstood } from '../../src/ui/pages/ads/searchChips';
import { call, startTestServer, type TestServer } from './helpers';
import { TYPED_SEARCHES } from '../fixtures/typedSearches';

/**
 * GET /api/ads reads what the words say (issue 41) on the demo data: the understood filters are applied exactly as the
 * same filters set by hand (completeness: every page together is the filtered set), the rest is text, words no ad has
 * are named, and an empty answer offers alternatives instead of other places' ads.
 */
let server: TestServer;
let all: Ad[];
beforeAll(async () => {
  server = await startTestServer({ seedDemoData: true });
  // As a fresh install has it: every place of Germany, Austria and Switzerland (issue 70).
  await server.services.search.loadGazetteer.execute();
  // Two flats without a type whose text says "Dachgeschoss" (the demo's attic flats all have the type).
  await server.database.db.execute(
    sql`update ads set property_type = null, description = description || ' Die Wohnung liegt im Dachgeschoss.' where id in (
      select id from ads where status = 'active' and category = 'apartment_rent' and property_type is distinct from 'attic' order by id limit 2)`,
  );
  all = await everything('');
}, 180_000);
afterAll(() => server.close());

/** The API's query for a URL of the search page, as the page builds it. */
function apiQuery(url: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersFromParams(url)))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, String(one));
  return query.toString();
}

async function first(query: string, lang = 'de'): Promise<AdPage> {
  const { status, body } = await call(server.app, 'GET', `/api/ads?limit=50&${query}`, {
    headers: { 'accept-language': lang },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as AdPage;
}

/** Every ad of every page. */
async function everything(query: string, lang = 'de'): Promise<Ad[]> {
  const items: Ad[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const { body } = await call(
      server.app,
      'GET',
      `/api/ads?limit=50&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { headers: { 'accept-language': lang } },
    );
    const page = body.data as AdPage;
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('more than 50 pages');
}

const ids = (ads: Ad[]) => ads.map((ad) => ad.id).sort();
const q = (words: string) => `q=${encodeURIComponent(words)}`;

describe('a query whose words are filters', () => {
  it('"3 Zimmer Wohnung Berlin bis 1.200 €": four parts, only Berlin flats for rent of 3 to 3.5 rooms up to 1,200 €, all of them', async () => {
    const page = await first(q('3 Zimmer Wohnung Berlin bis 1.200 €'));
    expect(page.understood?.parts.map((p) => p.text)).toEqual(['3 Zimmer', 'bis 1.200 €', 'Wohnung', 'Berlin']);
    expect(page.understood?.rest).toBe('');
    const expected = all.filter(
      (ad) =>
        ad.category === 'apartment_rent' &&
        ad.city === 'Berlin' &&
        ad.rooms !== null &&
        ad.rooms >= 3 &&
        ad.rooms <= 3.5 &&
        ad.priceCents !== null &&
        ad.priceCents <= 120_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await everything(q('3 Zimmer Wohnung Berlin bis 1.200 €')))).toEqual(ids(expected));
    // The same as the filters set by hand (what the client writes into the URL).
    expect(
      ids(await everything('category=apartment_rent&city=Berlin&minRooms=3&maxRooms=3.5&maxPrice=120000')),
    ).toEqual(ids(expected));
  });

  it('"Wohnung Berlin" lists every flat for rent in Berlin and nothing from Wien, Bremen, Potsdam or Hamburg', async () => {
    const found = await everything(q('Wohnung Berlin'));
    const expected = all.filter(
      (ad) => ad.category === 'apartment_rent' && (ad.city === 'Berlin' || ad.city.startsWith('Berlin')),
    );
    expect(ids(found)).toEqual(ids(expected));
    expect(found.every((ad) => ad.city === 'Berlin')).toBe(true);
  });

  it('"Dachgeschoss" finds every attic flat, and ads without a type that say it in their text', async () => {
    const found = await everything(q('Dachgeschoss'));
    const attic = all.filter((ad) => ad.propertyType === 'attic');
    expect(attic.length).toBeGreaterThanOrEqual(5);
    expect(ids(found)).toEqual(expect.arrayContaining(ids(attic)));
    for (const ad of found)
      expect(
        ad.propertyType === 'attic' ||
          (ad.propertyType === null && /dachgeschoss/i.test(`${ad.title} ${ad.description}`)),
        ad.title,
      ).toBe(true);
  });

  it.each([
    ['newest first', 'Dachgeschoss', ''],
    ['by relevance, with a word left', 'Dachgeschoss Wohnung', '&sort=relevance'],
  ])(
    '"Dachgeschoss", %s: the attic flats come before the untyped ads that only say it, on every page size',
    async (_name, words, sort) => {
      for (const limit of [2, 3, 50]) {
        const found: Ad[] = [];
        let cursor: string | null = null;
        do {
          const page: AdPage = (
            await call(
              server.app,
              'GET',
              `/api/ads?limit=${limit}${sort}&${q(words)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            )
          ).body.data as AdPage;
          found.push(...page.items);
          cursor = page.nextCursor;
        } while (cursor);
        const firstUntyped = found.findIndex((ad) => ad.propertyType === null);
        expect(firstUntyped, `limit ${limit}`).toBeGreaterThan(0);
        expect(
          found.slice(firstUntyped).every((ad) => ad.propertyType === null),
          `limit ${limit}`,
        ).toBe(true);
        expect(new Set(found.map((ad) => ad.id)).size, `limit ${limit}`).toBe(found.length);
        if (!sort) {
          const typed = found.slice(0, firstUntyped).map((ad) => ad.publishedAt!);
          expect(typed, `limit ${limit}`).toEqual([...typed].sort().reverse());
        }
      }
    },
  );

  it('English words: "3 rooms flat Munich under 1,200"', async () => {
    const page = await first(q('3 rooms flat Munich under 1,200'), 'en');
    expect(Object.assign({}, ...page.understood!.parts.map((p) => p.filters))).toEqual({
      minRooms: 3,
      maxRooms: 3.5,
      category: 'apartment_rent',
      city: 'München',
      maxPrice: 120_000,
    });
  });

  it('a place in the words replaces the place chosen before; the words left are searched as text', async () => {
    const page = await first(`city=Hamburg&${q('Berlin Balkon')}`);
    expect(page.understood?.rest).toBe('Balkon');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((ad) => ad.city === 'Berlin')).toBe(true);
  });

  it('"Wohnung Umgebung Kreuzberg" is Kreuzberg and 20 km around it, its name kept for the chip', async () => {
    const page = await first(q('Wohnung Umgebung Kreuzberg'));
    const place = page.understood!.parts.find((part) => part.filters.city === 'Kreuzberg')!;
    expect(place.filters).toMatchObject({ radius: 20, lat: expect.any(Number), lon: expect.any(Number) });
    const { lat, lon } = place.filters as { lat: number; lon: number };
    const km = (ad: Ad) => {
      const rad = Math.PI / 180;
      const [a, b] = [ad.location!.lat * rad, lat * rad];
      const h =
        Math.sin((a - b) / 2) ** 2 + Math.cos(a) * Math.cos(b) * Math.sin(((ad.location!.lon - lon) * rad) / 2) ** 2;
      return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
    };
    const found = await everything(q('Wohnung Umgebung Kreuzberg'));
    const expected = all.filter((ad) => ad.category === 'apartment_rent' && ad.location && km(ad) <= 19.9);
    // The flats of Mitte, Neukölln, Friedrichshain … are within 20 km of Kreuzberg.
    expect(expected.filter((ad) => ad.district !== 'Kreuzberg').length).toBeGreaterThan(2);
    expect(ids(found)).toEqual(expect.arrayContaining(ids(expected)));
    expect(found.every((ad) => ad.category === 'apartment_rent' && km(ad) <= 20.1)).toBe(true);
    // In Kreuzberg, without "Umgebung": Kreuzberg alone.
    expect((await everything(q('Wohnung in Kreuzberg'))).every((ad) => ad.district === 'Kreuzberg')).toBe(true);
  });

  it('"bis 1.400 € warm" limits the warm rent, not the cold one', async () => {
    const found = await everything(q('Wohnung bis 1.400 € warm'));
    const expected = all.filter(
      (ad) => ad.category === 'apartment_rent' && ad.warmRentCents !== null && ad.warmRentCents <= 140_000,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(expected));
    // Flats whose cold rent is within the limit but whose warm rent is not are left out.
    const coldOnly = all.filter(
      (ad) => ad.category === 'apartment_rent' && ad.priceCents! <= 140_000 && ad.warmRentCents! > 140_000,
    );
    expect(coldOnly.length).toBeGreaterThan(0);
    expect(ids(await everything(q('Wohnung bis 1.400 € kalt')))).toEqual(expect.arrayContaining(ids(coldOnly)));
  });
});

describe('what is not understood is said, never dropped', () => {
  it('names a word no ad contains and still finds the others', async () => {
    const page = await first(q('Balkon Qwxyzpf'));
    expect(page.unmatchedWords).toEqual(['Qwxyzpf']);
    expect(page.items.length).toBeGreaterThan(0);
    expect((await first(q('Balkon'))).unmatchedWords).toEqual([]);
  });

  it('"Wohnung München" finds no flat there, says so, and offers other kinds there and the same around it', async () => {
    const page = await first(q('Wohnung München'));
    expect(page.total).toBe(0);
    expect(page.items).toEqual([]);
    expect(page.alternatives?.length).toBeGreaterThan(0);
    for (const alternative of page.alternatives!) {
      // Each alternative is honest: its count is what its own search finds.
      const query = new URLSearchParams(
        Object.entries(alternative.filters).map(([k, v]): [string, string] => [k, String(v)]),
      );
      expect((await first(query.toString())).total, JSON.stringify(alternative)).toBe(alternative.total);
    }
    expect(page.alternatives!.map((a) => a.kind)).toContain('category');
  });

  it('no search that finds nothing is a dead end: each offers a counted way out whose own search finds that count', async () => {
    const honest = async (page: AdPage, said: string) => {
      expect(page.alternatives.length, `${said}: a way out`).toBeGreaterThan(0);
      for (const alternative of page.alternatives) {
        // As the offer's link takes it: into the page's URL, and from there into the API's query.
        const link = paramsFromFilters(alternative.filters, new URLSearchParams(), 'the place searched');
        expect((await first(apiQuery(link))).total, `${said}: ${JSON.stringify(alternative)}`).toBe(alternative.total);
      }
    };
    for (const words of [
      '3 Zimmer Kreuzberg bis 1200 warm',
      'Haus mieten Leipzig unter 500',
      'Penthouse Dresden',
      'WG Zimmer Hamburg bis 300',
      'Loft mit Dachterrasse Köln',
      '2 bedroom flat Munich',
      'Wohnung Berlin bis 100 €',
    ]) {
      const page = await first(q(words));
      if (page.total === 0) await honest(page, words);
    }
    // Every search of the typed set: none that finds nothing among the demo's ads is left without a way out.
    let empty = 0;
    for (const { q: words, lang } of TYPED_SEARCHES) {
      const page = await first(q(words), lang);
      // The page writes what was read into its URL as plain filters ("1020 Wien" in the place field) and asks again:
      // the heading's count is the one the words found.
      const rewritten = searchWithUnderstood(q(words), page.understood);
      if (rewritten !== null)
        expect((await first(apiQuery(new URLSearchParams(rewritten)), lang)).total, `${words}: ${rewritten}`).toBe(
          page.total,
        );
      if (page.total === 0) {
        empty += 1;
        await honest(page, words);
      }
    }
    expect(empty).toBeGreaterThan(TYPED_SEARCHES.length / 2);
    // Filters chosen in the filter column, no words at all: a way out too.
    const chosen = await first('category=house_rent&city=Berlin&maxPrice=10000&minRooms=6');
    expect(chosen.total).toBe(0);
    await honest(chosen, 'the filter column');
  });
});

describe('areas on the map as filters', () => {
  it('bbox keeps exactly the ads inside the box', async () => {
    const box = { west: 13.3, south: 52.45, east: 13.5, north: 52.56 };
    const found = await everything(`bbox=${box.west},${box.south},${box.east},${box.north}`);
    const expected = all.filter(
      (ad) =>
        ad.location &&
        ad.location.lon >= box.west &&
        ad.location.lon <= box.east &&
        ad.location.lat >= box.south &&
        ad.location.lat <= box.north,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(expected));
  });

  it('a drawn area keeps exactly the ads inside the polygon', async () => {
    const area = '52.56,13.35;52.56,13.48;52.47,13.48;52.5,13.41';
    const found = await everything(`area=${encodeURIComponent(area)}`);
    const expected = all.filter(
      (ad) => ad.location && insideArea([ad.location.lat, ad.location.lon], parseArea(area)!),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(expected));
  });
});
