import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import { ENERGY_CLASSES } from '../../src/domain/ad';
import { call, publishedAd, signUp, startTestServer, validAd, type TestServer } from './helpers';

/** The public list's filters, places and radius on the demo data (an ad's costs and address are in adCosts). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemoData: true });
}, 180_000);
afterAll(() => server.close());

/** Every page of a query, following each next-page cursor (at most 100 pages, so a cursor that never ends fails). */
async function pagesOf(query: string): Promise<AdPage[]> {
  const pages: AdPage[] = [];
  let cursor: string | null = null;
  do {
    const page = (await call(server.app, 'GET', `/api/ads?${query}${cursor ? `&cursor=${cursor}` : ''}`)).body
      .data as AdPage;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

async function list(query: string): Promise<AdPage> {
  const { status, body } = await call(server.app, 'GET', `/api/ads?limit=50&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as AdPage;
}

function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('places', () => {
  it.each([
    ['Frankfurt', 'Frankfurt am Main'],
    ['Muenchen', 'München'],
    ['münchen', 'München'],
    ['koeln', 'Köln'],
  ])('city=%s finds the ads of %s', async (typed, city) => {
    const page = await list(`city=${encodeURIComponent(typed)}`);
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((a) => a.city))).toEqual(new Set([city]));
  });

  it('a district name works in the place filter too', async () => {
    const page = await list('city=Prenzlauer');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((a) => a.district === 'Prenzlauer Berg')).toBe(true);
  });

  it('suggests postal codes, cities and districts as people start typing', async () => {
    const names = async (q: string) =>
      (
        (await call(server.app, 'GET', `/api/places?q=${encodeURIComponent(q)}`)).body.data as {
          name: string;
          postalCode: string;
        }[]
      ).map((p) => `${p.postalCode} ${p.name}`);
    expect(await names('Muen')).toContain('80801 München');
    expect(await names('Prenz')).toEqual(['10435 Prenzlauer Berg']);
    expect(await names('1043')).toContain('10435 Prenzlauer Berg');
    expect(await names('frankf')).toEqual(['60594 Frankfurt am Main']);
  });

  it('a radius around a postal code returns only ads inside it, and every one of them', async () => {
    const [centre] = (await call(server.app, 'GET', '/api/places?q=10435')).body.data as { lat: number; lon: number }[];
    const within = await list(`lat=${centre!.lat}&lon=${centre!.lon}&radius=5`);
    expect(within.total).toBeGreaterThan(0);
    for (const ad of within.items) expect(km(centre!, ad.location!)).toBeLessThanOrEqual(5);
    // Every located ad within 5 km is there (of every page of the whole list).
    const all: AdPage = { ...(await list('')) };
    for (let page = all; page.nextCursor;) {
      page = await list(`cursor=${encodeURIComponent(page.nextCursor)}`);
      all.items = [...all.items, ...page.items];
    }
    const expected = all.items.filter((a) => a.location && km(centre!, a.location) <= 5).map((a) => a.id);
    expect(within.items.map((a) => a.id).sort()).toEqual(expected.sort());
    const wider = await list(`lat=${centre!.lat}&lon=${centre!.lon}&radius=50`);
    expect(wider.items.some((a) => a.city === 'Potsdam')).toBe(true);
    expect(within.items.some((a) => a.city === 'Potsdam')).toBe(false);
  });

  it('a radius needs lat, lon and radius together', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/ads?lat=52.5&radius=5');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe('radius');
  });

  it('"available by" must be a day the calendar has, not only a date-shaped text', async () => {
    for (const day of ['2026-02-30', '2026-13-01', '2026-04-31']) {
      const { status, body } = await call(server.app, 'GET', `/api/ads?availableBy=${day}`);
      expect(status, day).toBe(400);
      expect(body.errors, day).toEqual([expect.objectContaining({ field: 'availableBy', code: 'invalid' })]);
    }
    expect((await call(server.app, 'GET', '/api/ads?availableBy=2028-02-29')).status).toBe(200);
  });
});

describe('misspelt words', () => {
  it('nothing matching "Altbauwonung" as typed: the answer is for "altbauwohnung", and says so', async () => {
    const page = await list('q=Altbauwonung');
    expect(page.correctedQuery).toBe('altbauwohnung');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]!.title).toMatch(/Altbauwohnung/);
    // The same answer, in the same order, as for the word spelt right.
    const spelt = await list('q=altbauwohnung');
    expect(spelt.correctedQuery).toBeNull();
    expect(page.items.map((a) => a.id)).toEqual(spelt.items.map((a) => a.id));
  });

  it('only the unknown word is corrected; known words and exact answers stay as typed', async () => {
    expect((await list('q=Balkon%20Prenzlaur')).correctedQuery).toBeNull(); // "Balkon" alone matches
    const corrected = await list('q=Balkonn%20Prenzlaur');
    expect(corrected.correctedQuery ?? '').toMatch(/prenzlauer/);
    expect((await list('q=Altbau')).correctedQuery).toBeNull();
  });

  it('a correction kept from an earlier search never hides an ad that has the word as typed', async () => {
    expect((await list('q=Dachgeschosswonung')).correctedQuery).toBe('dachgeschosswohnung');
    const owner = await signUp(server, 'wonung@example.de');
    const ad = await publishedAd(server, owner, { title: 'Dachgeschosswonung mit Blick' });
    const again = await list('q=Dachgeschosswonung');
    expect(again.correctedQuery).toBeNull();
    expect(again.items.map((a) => a.id)).toEqual([ad.id]);
  });

  it('gibberish finds nothing and corrects nothing', async () => {
    const page = await list('q=xqzvbnm');
    expect(page).toMatchObject({ total: 0, items: [], correctedQuery: null });
  });

  it('a word a new ad brings is known at once; its numbers are not', async () => {
    const owner = await signUp(server, 'speller@example.de');
    const created = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ title: 'Wohnung mit Wintergartenpavillon, Baujahr 19871' }),
    });
    expect(created.status).toBe(201);
    const { rows } = (await server.database.db.execute(
      sql`select word from search_words where word in ('wintergartenpavillon', '19871')`,
    )) as unknown as { rows: { word: string }[] };
    // Numbers (years, postcodes, prices) are no words to correct a typo to.
    expect(rows.map((r) => r.word)).toEqual(['wintergartenpavillon']);
  });
});

describe('filters', () => {
  it.each<[string, (ad: Ad) => boolean]>([
    ['minRooms=3&maxRooms=4', (a) => a.rooms! >= 3 && a.rooms! <= 4],
    ['minArea=60&maxArea=90', (a) => a.livingArea! >= 60 && a.livingArea! <= 90],
    ['features=balcony&features=elevator', (a) => a.features.includes('balcony') && a.features.includes('elevator')],
    ['propertyType=maisonette', (a) => a.propertyType === 'maisonette'],
    ['minFloor=2&maxFloor=4', (a) => a.floor! >= 2 && a.floor! <= 4],
    ['minYear=1950&maxYear=2000', (a) => a.yearBuilt! >= 1950 && a.yearBuilt! <= 2000],
    [
      'energyClass=C',
      (a) => ENERGY_CLASSES.indexOf(a.energyCertificate!.efficiencyClass) <= ENERGY_CLASSES.indexOf('C'),
    ],
    ['availableBy=2026-06-30', (a) => a.availableFrom === null || a.availableFrom <= '2026-06-30'],
    ['commissionFree=true', (a) => a.commissionFree],
    ['sellerType=commercial', (a) => a.sellerType === 'commercial'],
    ['category=house_rent', (a) => a.category === 'house_rent'],
    ['featured=true', (a) => a.featuredUntil !== null && Date.parse(a.featuredUntil) > Date.now()],
    // A city as people paste it, with spaces around it.
    ['city=%20Berlin%20', (a) => a.city === 'Berlin'],
  ])('%s finds something, and only what matches', async (query, matches) => {
    const page = await list(query);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.filter((a) => !matches(a)).map((a) => a.id)).toEqual([]);
  });

  it.each<[string, (a: Ad) => number, 'asc' | 'desc']>([
    ['price_sqm_asc', (a) => a.pricePerSqmCents ?? Infinity, 'asc'],
    ['price_sqm_desc', (a) => a.pricePerSqmCents ?? -Infinity, 'desc'],
    ['area_desc', (a) => a.livingArea ?? -Infinity, 'desc'],
    ['area_asc', (a) => a.livingArea ?? Infinity, 'asc'],
  ])('sort=%s orders the list and pages through it without gaps', async (sort, value, dir) => {
    const items = (await pagesOf(`sort=${sort}&limit=7`)).flatMap((page) => page.items);
    const ids = items.map((a) => a.id);
    const values = items.map(value);
    expect(values).toEqual([...values].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
    expect(new Set(ids).size).toBe((await list('')).total);
  });
});

describe('paging one ad at a time past ads without a price', () => {
  it.each([
    ['price_asc', ['Preiswerte', 'Teurere', 'Auf Anfrage']],
    ['price_desc', ['Teurere', 'Preiswerte', 'Auf Anfrage']],
  ])('sort=%s: ads with a price in order, then those on request, each once', async (sort, expected) => {
    const seller = await signUp(server, `seiten-${sort}@example.de`);
    const place = { city: `Seitenstadt ${sort}`, postalCode: '39104' };
    await publishedAd(server, seller, { ...place, title: 'Preiswerte Wohnung zum Blättern', priceCents: 50_000 });
    await publishedAd(server, seller, {
      ...place,
      title: 'Auf Anfrage Wohnung zum Blättern',
      priceType: 'on_request',
      priceCents: null,
    });
    await publishedAd(server, seller, { ...place, title: 'Teurere Wohnung zum Blättern', priceCents: 90_000 });
    await publishedAd(server, seller, {
      ...place,
      title: 'Auf Anfrage Wohnung zum Blättern, die zweite',
      priceType: 'on_request',
      priceCents: null,
    });
    const pages = await pagesOf(`sort=${sort}&limit=1&city=${encodeURIComponent(place.city)}`);
    const titles = pages.flatMap((page) => page.items.map((a) => a.title));
    expect(titles.map((t) => t.split(' Wohnung')[0])).toEqual([...expected, 'Auf Anfrage']);
    // The fourth page is the last: it offers no next page (an empty fifth one would look like an error).
    expect(pages.length).toBe(4);
  });
});
