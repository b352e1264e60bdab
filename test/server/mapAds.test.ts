import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPage } from '../../src/domain/adSearch';
import type { AdMap } from '../../src/domain/mapArea';
import { cellDegrees } from '../../src/domain/mapArea';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * GET /api/ads/map (issue 41): every result of a search on the map, not the loaded page. The cells' counts add up to
 * the list's total for the same search — the whole demo, a filter, a box, a drawn area — and a cell of one ad names it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemoData: true });
}, 180_000);
afterAll(() => server.close());

async function map(query: string): Promise<AdMap> {
  const { status, body } = await call(server.app, 'GET', `/api/ads/map?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as AdMap;
}

async function total(query: string): Promise<number> {
  return ((await call(server.app, 'GET', `/api/ads?limit=1&${query}`)).body.data as AdPage).total;
}

const sum = (answer: AdMap) => answer.cells.reduce((n, cell) => n + cell.count, 0);

describe('the map of a search', () => {
  it.each([
    ['the whole demo, all of Germany at zoom 6', 'zoom=6'],
    ['the whole demo, zoomed in to 12 (one cell per ad or spot)', 'zoom=12'],
    ['a category', 'zoom=6&category=apartment_rent'],
    ['words understood as filters', `zoom=6&q=${encodeURIComponent('Wohnung Berlin')}`],
    ['Berlin at zoom 12 in its box', 'zoom=12&bbox=13.09,52.34,13.76,52.68'],
    ['a drawn area', `zoom=11&area=${encodeURIComponent('52.56,13.35;52.56,13.48;52.47,13.48;52.5,13.41')}`],
  ])('%s: the cells add up to the list total', async (_name, query) => {
    const answer = await map(query);
    const listQuery = query.replace(/(^|&)zoom=\d+/, '');
    expect(await total(listQuery)).toBeGreaterThan(0);
    expect(answer.total).toBe(await total(listQuery));
    expect(sum(answer)).toBe(answer.total);
  });

  it('a cell of one ad names it and has its price; a cell of several has their price range and extent', async () => {
    const answer = await map('zoom=14&bbox=13.09,52.34,13.76,52.68');
    const single = answer.cells.find((cell) => cell.count === 1)!;
    expect(single.ad).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    expect(single.minPriceCents).toBe(single.maxPriceCents);
    const page = (await call(server.app, 'GET', `/api/ads/${single.ad!.id}`)).body.data as {
      priceCents: number | null;
      location: { lat: number; lon: number };
    };
    expect(single.minPriceCents).toBe(page.priceCents);
    for (const cell of answer.cells.filter((c) => c.count > 1)) {
      expect(cell.ad).toBeNull();
      expect(cell.bounds.south).toBeLessThanOrEqual(cell.lat);
      expect(cell.bounds.north).toBeGreaterThanOrEqual(cell.lat);
    }
  });

  it('groups in cells of about 64 pixels at the zoom asked, coarser where the area asked for is wide', async () => {
    const near = await map('zoom=12&bbox=13.09,52.34,13.76,52.68');
    const far = await map('zoom=6&bbox=13.09,52.34,13.76,52.68');
    expect(near.cells.length).toBeGreaterThan(far.cells.length);
    // Cells never span more than one grid square of the zoom asked for.
    for (const cell of near.cells) expect(cell.bounds.north - cell.bounds.south).toBeLessThanOrEqual(cellDegrees(12));
    // The whole world at zoom 12 would be millions of cells: the grid coarsens to 64 across the area.
    expect((await map('zoom=12')).cells.length).toBeLessThanOrEqual(64 * 64);
  });

  it('says where the results are (to fit the map to them) and nothing for an empty search', async () => {
    expect((await map('zoom=6')).bounds).toMatchObject({ west: expect.any(Number), south: expect.any(Number) });
    expect(await map('zoom=6&minPrice=2000000000')).toEqual({ total: 0, cells: [], bounds: null });
  });

  it.each(['zoom=21', 'zoom=-1', 'zoom=x', '', 'zoom=6&bbox=1,2,3', 'zoom=6&area=1,2;3,4'])(
    'refuses %j with a 400 naming the field',
    async (query) => {
      const { status, body } = await call(server.app, 'GET', `/api/ads/map?${query}`);
      expect(status).toBe(400);
      expect(body.errors?.length).toBeGreaterThan(0);
    },
  );
});
