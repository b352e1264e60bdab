import { CURATED_DEMO_ADS } from '../../server/seed/demoAdsCurated';
import { DEMO_AD_COUNT } from '../../server/seed/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';
import { createPublished, grant, phonePhoto } from './adsFixtures';

// The public list of ads: search over the demo data, and a list that stays true while it is cached.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('search', () => {
  let searchServer: TestServer;
  beforeAll(async () => {
    // The shipped limit of new ads per day (the other tests' servers lift it).
    searchServer = await startTestServer({
      seedDemoData: true,
      quotas: { draftsPerDay: 20, uploadsPerMinute: 1000, messagesPerTenMinutes: 1000, conversationsPerDay: 1000 },
    });
  }, 120_000);
  afterAll(() => searchServer.close());

  it('a demo user creates and publishes an ad on the first day: the 20 seeded ads were made before today', async () => {
    const login = await call(searchServer.app, 'POST', '/api/auth/login', {
      body: { email: 'erika@inserat.local', password: 'inserat-demo-2026' },
    });
    const token = (login.body.data as { accessToken: string }).accessToken;
    const draft = await call(searchServer.app, 'POST', '/api/ads', {
      token,
      body: validAd({ title: 'Erikas erste eigene Anzeige' }),
    });
    expect([draft.status, draft.body.error]).toEqual([201, undefined]);
    const id = (draft.body.data as Ad).id;
    expect((await upload(searchServer.app, token, id, await phonePhoto())).status).toBe(200);
    const published = await call(searchServer.app, 'POST', `/api/ads/${id}/publish`, { token, body: {} });
    expect([published.status, (published.body.data as Ad).status]).toEqual([200, 'active']);
    await call(searchServer.app, 'DELETE', `/api/ads/${id}`, { token });
  });

  async function page(query: string): Promise<AdPage> {
    const { status, body } = await call(searchServer.app, 'GET', `/api/ads?${query}`);
    expect(status).toBe(200);
    return body.data as AdPage;
  }

  it('the demo has a second moderator, who answers complaints against the admin’s decisions', async () => {
    const login = await call(searchServer.app, 'POST', '/api/auth/login', {
      body: { email: 'moderation@inserat.local', password: 'inserat-demo-2026' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const session = login.body.data as { accessToken: string; user: { authId: { role: string } } };
    expect(session.user.authId.role).toBe('ADMIN');
    const cases = await call(searchServer.app, 'GET', '/api/admin/complaints', { token: session.accessToken });
    expect(cases.status).toBe(200);
  });

  it('lists the seeded ads, newest first, with a total', async () => {
    const first = await page('limit=5');
    expect(first.total).toBe(DEMO_AD_COUNT + CURATED_DEMO_ADS.length);
    expect(first.items).toHaveLength(5);
    const dates = first.items.map((a) => Date.parse(a.publishedAt!));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
  });

  it('walks every page by keyset cursor without gaps or repeats, for each sort', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: Ad[] = [];
      let cursor: string | null = null;
      do {
        const p: AdPage = await page(`sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...p.items);
        cursor = p.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(DEMO_AD_COUNT + CURATED_DEMO_ADS.length);
      expect(new Set(seen.map((a) => a.id)).size).toBe(DEMO_AD_COUNT + CURATED_DEMO_ADS.length);
      if (sort !== 'newest') {
        const prices = seen.map((a) => a.priceCents ?? (sort === 'price_asc' ? Infinity : -Infinity));
        const sorted = [...prices].sort((x, y) => (sort === 'price_asc' ? x - y : y - x));
        expect(prices).toEqual(sorted);
      }
    }
  });

  it('finds German word forms (stemming): "Wohnungen" finds "Wohnung"', async () => {
    const result = await page('q=Wohnungen&limit=50');
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((a) => /wohnung/i.test(`${a.title} ${a.description}`))).toBe(true);
  });

  it('filters by category, city, postal code prefix, price, rooms and area', async () => {
    const filtered = await page('category=apartment_rent&minRooms=2&minArea=60&maxPrice=500000&limit=50');
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const a of filtered.items) {
      expect(a.category).toBe('apartment_rent');
      expect(a.rooms).toBeGreaterThanOrEqual(2);
      expect(a.livingArea).toBeGreaterThanOrEqual(60);
      expect(a.priceCents).toBeLessThanOrEqual(500000);
    }
    const berlin = await page('city=berlin&limit=50');
    expect(berlin.items.length).toBeGreaterThan(0);
    expect(berlin.items.every((a) => a.city === 'Berlin')).toBe(true);
    const postal = await page('postalCode=80&limit=50');
    expect(postal.items.every((a) => a.postalCode.startsWith('80'))).toBe(true);
  });

  it('refuses a forged cursor and bad filters with 400', async () => {
    expect((await call(searchServer.app, 'GET', '/api/ads?cursor=not-a-cursor')).body.error).toBe('VALIDATION_FAILED');
    expect((await call(searchServer.app, 'GET', '/api/ads?category=castle')).status).toBe(400);
    expect((await call(searchServer.app, 'GET', '/api/ads?limit=1000')).status).toBe(400);
    expect((await call(searchServer.app, 'GET', '/api/ads?q=%27%3B%20drop%20table%20ads%3B--')).status).toBe(200);
  });
});

describe('the public list stays true while cached', () => {
  it('publishing, editing, archiving and deleting show up at once', async () => {
    const user = await signUp(server, 'cache@example.de');
    await grant(server, user.id, 2);
    const list = async () =>
      ((await call(server.app, 'GET', '/api/ads?q=Kutscherhaus')).body.data as AdPage).items.map((a) => a.title);
    expect(await list()).toEqual([]);
    const ad = (
      await call(server.app, 'POST', '/api/ads', {
        token: user.token,
        body: validAd({ title: 'Kutscherhaus im Hinterhof' }),
      })
    ).body.data as Ad;
    await upload(server.app, user.token, ad.id, await phonePhoto());
    expect(await list()).toEqual([]);
    await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} });
    expect(await list()).toEqual(['Kutscherhaus im Hinterhof']);
    await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: user.token,
      body: { title: 'Kutscherhaus mit Garten' },
    });
    expect(await list()).toEqual(['Kutscherhaus mit Garten']);
    await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: user.token, body: { status: 'archived' } });
    expect(await list()).toEqual([]);
    const second = await createPublished(server, user.token, user.id, { title: 'Kutscherhaus zwei' });
    expect(await list()).toEqual(['Kutscherhaus zwei']);
    await call(server.app, 'DELETE', `/api/ads/${second.id}`, { token: user.token });
    expect(await list()).toEqual([]);
  });

  it("deleting an account takes the person's ads off the list at once", async () => {
    const user = await signUp(server, 'leaving-cache@example.de');
    await createPublished(server, user.token, user.id, { title: 'Remise am Stadtrand' });
    const list = async () => ((await call(server.app, 'GET', '/api/ads?q=Remise')).body.data as AdPage).total;
    expect(await list()).toBe(1);
    await call(server.app, 'DELETE', '/api/user/profile', {
      token: user.token,
      body: { password: 'secret-password-1' },
    });
    expect(await list()).toBe(0);
  });
});
