import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPage } from '../../src/domain/adSearch';
import { call, signUp, startTestServer, type TestServer } from './helpers';

/** Enough ads to take the "many matches" path of the search (walk the ordered index, cap the total). */
let server: TestServer;
const COUNT = 1200;

beforeAll(async () => {
  server = await startTestServer();
  const { id } = await signUp(server, 'bulk@example.de');
  await server.database.db.execute(sql`
    insert into ads (owner_id, title, description, category, price_cents, price_type, postal_code, city, status, published_at, expires_at)
    select ${id}::uuid,
           case when g % 400 = 0 then 'Seltenes Hausboot ' || g else 'Helle Wohnung ' || g end,
           'Schöne Wohnung in guter Lage mit Balkon und viel Licht.',
           'apartment_rent', case when g % 50 = 0 then null else 40000 + g * 10 end, case when g % 50 = 0 then 'on_request' else 'fixed' end,
           '10115', 'Berlin', 'active', now() - (g || ' minutes')::interval, now() + interval '30 days'
    from generate_series(1, ${COUNT}::int) as g`);
}, 120_000);
afterAll(() => server.close());

async function page(query: string): Promise<AdPage> {
  return (await call(server.app, 'GET', `/api/ads?${query}`)).body.data as AdPage;
}

describe('search over many ads', () => {
  it('caps the total at 1,000 and says so', async () => {
    const result = await page('q=Wohnung&limit=5');
    expect(result).toMatchObject({ total: 1000, totalCapped: true });
    expect(result.items.map((a) => a.title)).toEqual([
      'Helle Wohnung 1',
      'Helle Wohnung 2',
      'Helle Wohnung 3',
      'Helle Wohnung 4',
      'Helle Wohnung 5',
    ]);
  });

  it('counts few matches exactly', async () => {
    const result = await page('q=Hausboot&limit=50');
    expect(result).toMatchObject({ total: 3, totalCapped: false });
    expect(result.items.map((a) => a.title)).toEqual([
      'Seltenes Hausboot 400',
      'Seltenes Hausboot 800',
      'Seltenes Hausboot 1200',
    ]);
  });

  it('ranks a rare word beside a common one: its matches come first, also those older than the first 1,001 matches', async () => {
    // "Balkon" is in every ad, so the counted walk stops at the 1,001 newest; "Hausboot 1200" is older than those.
    const result = await page('q=Balkon%20Hausboot&limit=4');
    expect(result).toMatchObject({ total: 1000, totalCapped: true, unmatchedWords: [] });
    expect(result.items.map((a) => a.title)).toEqual([
      'Seltenes Hausboot 400',
      'Seltenes Hausboot 800',
      'Seltenes Hausboot 1200',
      'Helle Wohnung 1',
    ]);
    expect((await page('q=Balkon%20Zeppelin&limit=1')).unmatchedWords).toEqual(['Zeppelin']);
  });

  it('keeps the order and the keyset pages right on the many-matches path, for every sort', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
      const seen: AdPage['items'] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 4; i++) {
        const p: AdPage = await page(`sort=${sort}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...p.items);
        cursor = p.nextCursor;
      }
      expect(new Set(seen.map((a) => a.id)).size).toBe(200);
      const keys = seen.map((a) =>
        sort === 'newest'
          ? -Date.parse(a.publishedAt!)
          : sort === 'price_asc'
            ? (a.priceCents ?? Infinity)
            : -(a.priceCents ?? -Infinity),
      );
      expect(keys).toEqual([...keys].sort((x, y) => x - y));
    }
  });
});
