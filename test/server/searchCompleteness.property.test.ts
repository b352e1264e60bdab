import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AD_CATEGORIES,
  AD_FEATURES,
  AD_SORTS,
  ENERGY_CLASSES,
  FLAT_TYPES,
  PROPERTY_TYPES,
  SELLER_TYPES,
  type Ad,
} from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import type { AdMap } from '../../src/domain/mapArea';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';
import { type Filters, matches, queryOf } from './searchReference';

/**
 * Completeness, not only soundness (issue 43): for generated filter combinations, every page of the public list
 * together is exactly what a plain in-memory filter over all public ads keeps — nothing that matches is missing,
 * nothing that does not is there, no ad twice. Bounds are drawn from the values the ads really have, so a bound made
 * strict, or a filter dropped, changes the answer. On the demo's ads and generated flats with boundary values; the map
 * of each search (GET /api/ads/map) counts exactly its located ads.
 */
let server: TestServer;
let all: Ad[];
const RUNS = 150;

/** Every ad of every page, following the cursors (at most 100 pages, so a cursor that never ends fails). */
async function everyPage(query: string): Promise<Ad[]> {
  const items: Ad[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const answer = await call(
      server.app,
      'GET',
      `/api/ads?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = answer.body.data as AdPage;
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return items;
  }
  throw new Error(`${query}: more than 100 pages`);
}

/** Flats at the edges the filters are judged on: whole and half rooms, round areas and prices, floors 0 to 5. */
const generatedFlat = fc.record({
  rooms: fc.constantFrom(1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5),
  livingArea: fc.constantFrom(30, 45.5, 60, 80, 80.5, 100, 120),
  priceCents: fc.constantFrom(50_000, 80_000, 100_000, 120_000, 150_000),
  floor: fc.integer({ min: 0, max: 5 }),
  yearBuilt: fc.constantFrom(1900, 1950, 1975, 2000, 2020),
  features: fc.subarray([...AD_FEATURES], { maxLength: 4 }),
  propertyType: fc.constantFrom(...FLAT_TYPES),
  category: fc.constantFrom('apartment_rent', 'apartment_buy'),
  commissionFree: fc.boolean(),
});

beforeAll(async () => {
  server = await startTestServer({ seedDemoData: true });
  const seller = await signUp(server, 'vollstaendig@example.de');
  for (const flat of fc.sample(generatedFlat, { seed: 4711, numRuns: 16 })) {
    await publishedAd(server, seller, {
      ...flat,
      // A flat for sale costs what one costs: a purchase price of a month's rent is a bait the risk check holds.
      priceCents: flat.category === 'apartment_buy' ? flat.priceCents * 300 : flat.priceCents,
      title: `Generierte Wohnung ${flat.rooms} Zimmer ${flat.livingArea} m²`,
      postalCode: '10437',
    });
  }
  all = await everyPage('limit=50');
}, 180_000);
afterAll(() => server.close());

const present = <T>(pick: (ad: Ad) => T | null | undefined) => [
  ...new Set(all.map(pick).filter((v): v is T => v !== null && v !== undefined)),
];

describe('the public list is complete for every filter combination', () => {
  it('has the ads to judge by: the demo and the generated flats, each once', () => {
    expect(all.length).toBeGreaterThanOrEqual(76);
    expect(new Set(all.map((ad) => ad.id)).size).toBe(all.length);
  });

  it('every page together is exactly what the filters keep, in any order and page size', async () => {
    // A bound is one of the values the ads have (so the edge is tested), or now and then any value in range.
    const bound = (values: number[], any: fc.Arbitrary<number>) =>
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: any });
    const arbitraries: { [K in keyof Filters]-?: fc.Arbitrary<NonNullable<Filters[K]>> } = {
      category: fc.constantFrom(...AD_CATEGORIES),
      postalCode: fc
        .constantFrom(...present((ad) => ad.postalCode))
        .chain((code) => fc.integer({ min: 1, max: 5 }).map((n) => code.slice(0, n))),
      minPrice: bound(
        present((ad) => ad.priceCents),
        fc.integer({ min: 0, max: 200_000_000 }),
      ),
      maxPrice: bound(
        present((ad) => ad.priceCents),
        fc.integer({ min: 0, max: 200_000_000 }),
      ),
      minRooms: bound(
        present((ad) => ad.rooms),
        fc.integer({ min: 0, max: 12 }),
      ),
      maxRooms: bound(
        present((ad) => ad.rooms),
        fc.integer({ min: 0, max: 12 }),
      ),
      minArea: bound(
        present((ad) => ad.livingArea),
        fc.integer({ min: 0, max: 400 }),
      ),
      maxArea: bound(
        present((ad) => ad.livingArea),
        fc.integer({ min: 0, max: 400 }),
      ),
      features: fc.subarray([...AD_FEATURES], { minLength: 1, maxLength: 2 }),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      minFloor: bound(
        present((ad) => ad.floor),
        fc.integer({ min: -1, max: 20 }),
      ),
      maxFloor: bound(
        present((ad) => ad.floor),
        fc.integer({ min: -1, max: 20 }),
      ),
      minYear: bound(
        present((ad) => ad.yearBuilt),
        fc.integer({ min: 1800, max: 2030 }),
      ),
      maxYear: bound(
        present((ad) => ad.yearBuilt),
        fc.integer({ min: 1800, max: 2030 }),
      ),
      energyClass: fc.constantFrom(...ENERGY_CLASSES),
      availableBy: fc.constantFrom(...present((ad) => ad.availableFrom), '2026-01-01', '2027-06-30'),
      commissionFree: fc.constant(true),
      sellerType: fc.constantFrom(...SELLER_TYPES),
      featured: fc.constant(true),
      warm: fc.constant(true),
      // Berlin, Munich's centre, the north, and a box with nothing in it.
      bbox: fc.constantFrom('13.09,52.34,13.76,52.68', '11.4,48.05,11.7,48.25', '8,53,11,55', '0,0,1,1'),
    };
    // One to three filters at a time: more would mostly keep nothing, and an empty answer judges no bound.
    const names = Object.keys(arbitraries) as (keyof Filters)[];
    const someFilters: fc.Arbitrary<Filters> = fc.subarray(names, { minLength: 1, maxLength: 3 }).chain(
      (chosen) =>
        fc.record(
          Object.fromEntries(chosen.map((name) => [name, arbitraries[name]])) as {
            [K in keyof Filters]: fc.Arbitrary<Filters[K]>;
          },
        ) as fc.Arbitrary<Filters>,
    );
    const sorts = fc.constantFrom(...AD_SORTS.filter((sort) => sort !== 'relevance'));
    let judged = 0;
    await fc.assert(
      fc.asyncProperty(someFilters, sorts, fc.integer({ min: 5, max: 50 }), async (f, sort, limit) => {
        const now = Date.now();
        const expected = all.filter((ad) => matches(ad, f, now)).map((ad) => ad.id);
        const got = (await everyPage(queryOf(f, sort, limit))).map((ad) => ad.id);
        expect(got.length, 'no ad twice').toBe(new Set(got).size);
        expect(new Set(got)).toEqual(new Set(expected));
        // The map of the same search counts every located one of them (its cells add up).
        const mapped = new URLSearchParams(queryOf(f, sort, limit));
        mapped.delete('sort');
        mapped.delete('limit');
        const map = (await call(server.app, 'GET', `/api/ads/map?zoom=6&${mapped}`)).body.data as AdMap;
        const located = all.filter((ad) => expected.includes(ad.id) && ad.location !== null).length;
        expect([map.total, map.cells.reduce((n, cell) => n + cell.count, 0)]).toEqual([located, located]);
        if (expected.length > 0) judged++;
      }),
      { numRuns: RUNS, seed: 20261128 },
    );
    // Most combinations kept something, so the comparison judged real bounds, not empty lists.
    expect(judged).toBeGreaterThan(RUNS / 2);
  }, 240_000);

  it('warm=1 judges the price limits on the warm rent, for every warm rent there is as the limit', async () => {
    const warmRents = [
      ...new Set(all.map((ad) => ad.warmRentCents).filter((cents): cents is number => cents !== null)),
    ];
    expect(warmRents.length).toBeGreaterThan(3);
    const now = Date.now();
    for (const limit of warmRents) {
      for (const bound of ['maxPrice', 'minPrice'] as const) {
        const expected = all.filter((ad) => matches(ad, { warm: true, [bound]: limit }, now)).map((ad) => ad.id);
        const got = (await everyPage(`warm=true&${bound}=${limit}&limit=50`)).map((ad) => ad.id);
        expect(new Set(got), `${bound}=${limit}`).toEqual(new Set(expected));
      }
    }
  });

  it.each([
    ['maxRooms', 4, (ad: Ad) => ad.rooms === 4],
    ['minRooms', 3, (ad: Ad) => ad.rooms === 3],
    ['maxArea', 80, (ad: Ad) => ad.livingArea === 80],
    ['maxPrice', 100_000, (ad: Ad) => ad.priceCents === 100_000],
  ] as const)('%s=%s keeps the ads exactly at the bound', async (name, value, atBound) => {
    const atTheEdge = all.filter(atBound).map((ad) => ad.id);
    expect(atTheEdge.length).toBeGreaterThan(0);
    const got = new Set((await everyPage(`${name}=${value}&limit=50`)).map((ad) => ad.id));
    expect(atTheEdge.filter((id) => !got.has(id))).toEqual([]);
  });
});
