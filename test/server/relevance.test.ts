import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPage } from '../../src/domain/adSearch';
import { isDeepStrictEqual } from 'node:util';
import { UnderstandSearch } from '../../server/search/UnderstandSearch';
import { RELEVANCE_QUERIES } from '../fixtures/relevance';
import { scoreRelevance } from '../fixtures/relevanceScore';
import { seedRelevanceAds } from '../fixtures/seedRelevance';
import { call, signUp, startTestServer, type TestServer } from './helpers';

/** The relevance set (test/fixtures/relevance.ts) through GET /api/ads: what German and English searchers type. */
let server: TestServer;
let keys: Map<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server, 'relevance@example.de');
  keys = await seedRelevanceAds(server.services.uow, owner.id);
});
afterAll(() => server.close());

async function top5(q: string, lang: 'de' | 'en' = 'de'): Promise<string[]> {
  const { status, body } = await call(server.app, 'GET', `/api/ads?limit=5&q=${encodeURIComponent(q)}`, {
    headers: { 'accept-language': lang },
  });
  expect(status).toBe(200);
  return (body.data as AdPage).items.map((ad) => keys.get(ad.id)!);
}

describe('search relevance', () => {
  it(`finds what ${RELEVANCE_QUERIES.length} typical queries must find in the first five (recall@5 ≥ 0.95), and nothing they must not`, async () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40);
    const scores = await scoreRelevance(top5);
    expect(scores.misses.filter((m) => m.unwanted.length > 0)).toEqual([]);
    expect(scores.recallAt5, JSON.stringify(scores.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
  });

  it('reads every query that names filters exactly as expected (parse accuracy 100 %), with the places table behind it', async () => {
    const understand = new UnderstandSearch({ places: server.services.uow.repos.places, clock: server.services.clock });
    const structured = RELEVANCE_QUERIES.filter((query) => query.filters);
    expect(structured.length).toBeGreaterThanOrEqual(40);
    const wrong = [];
    for (const query of structured) {
      const { filters } = await understand.execute(query.q, query.lang);
      if (!isDeepStrictEqual(filters, query.filters)) wrong.push({ q: query.q, got: filters, expected: query.filters });
    }
    expect(wrong).toEqual([]);
  });

  it('ranks the ad matching every word first: "Altbau, Balkon, Prenzlauer Berg"', async () => {
    expect((await top5('Altbau, Balkon, Prenzlauer Berg'))[0]).toBe('prenzl-altbau');
  });

  it('orders by relevance when words are searched, and says so', async () => {
    const { body } = await call(server.app, 'GET', '/api/ads?q=Balkon');
    expect((body.data as AdPage).sort).toBe('relevance');
    const { body: plain } = await call(server.app, 'GET', '/api/ads');
    expect((plain.data as AdPage).sort).toBe('newest');
  });

  it('pages through relevance results without repeating or losing an ad', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await call(
        server.app,
        'GET',
        `/api/ads?q=Wohnung%20Balkon&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = body.data as AdPage;
      seen.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    const { body } = await call(server.app, 'GET', '/api/ads?q=Wohnung%20Balkon&limit=50');
    expect(seen).toEqual((body.data as AdPage).items.map((a) => a.id));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
