import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../../src/domain/savedSearch';
import { call, signUp, startTestServer, validAd, type TestServer } from './helpers';

/** Suchaufträge (issue 13): saved filters, the new-ads count, alerts mailed once each, one-click unsubscribe. */
let server: TestServer;
let seller: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'vermieterin@example.de');
});
afterAll(() => server.close());

/** An ad that goes online now (publishing has its own tests); the caches hear of it as from a publish. */
async function goLive(extra: Record<string, unknown>): Promise<Ad> {
  const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd(extra) })).body
    .data as Ad;
  await server.services.uow.repos.ads.update(draft.id, {
    status: 'active',
    publishedAt: new Date(Date.now() + 1000),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  server.services.search.searchAds.publicList.clear();
  return draft;
}

async function save(token: string, body: Record<string, unknown>): Promise<SavedSearch> {
  const answer = await call(server.app, 'POST', '/api/saved-searches', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as SavedSearch;
}

// Saving a search: its name, filters and frequency, one's own only, its limits, the one-click unsubscribe, the account's end.
describe('saved searches', () => {
  it('saves the filters under a name, lists them, renames, changes the frequency and deletes', async () => {
    const me = await signUp(server, 'suche@example.de');
    const created = await save(me.token, {
      name: 'Berlin bis 1.500 €',
      filters: { city: 'Berlin', maxPrice: 150_000, features: ['balcony'] },
      query: '?where=Berlin&maxPrice=1500&features=balcony',
      frequency: 'daily',
    });
    expect(created).toMatchObject({
      name: 'Berlin bis 1.500 €',
      filters: { city: 'Berlin', maxPrice: 150_000, features: ['balcony'] },
      query: 'where=Berlin&maxPrice=1500&features=balcony',
      frequency: 'daily',
      newCount: 0,
    });
    const renamed = await call(server.app, 'PATCH', `/api/saved-searches/${created.id}`, {
      token: me.token,
      body: { name: 'Balkon in Berlin', frequency: 'weekly' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Balkon in Berlin', frequency: 'weekly' });
    expect(
      ((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data as SavedSearch[]).map(
        (s) => s.name,
      ),
    ).toEqual(['Balkon in Berlin']);
    expect((await call(server.app, 'DELETE', `/api/saved-searches/${created.id}`, { token: me.token })).status).toBe(
      200,
    );
    expect((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data).toEqual([]);
  });

  it('refuses filters the list would refuse, an empty name and an unknown frequency, and stores nothing', async () => {
    const me = await signUp(server, 'falsch@example.de');
    for (const body of [
      { name: 'Radius ohne Ort', filters: { radius: 5 }, query: 'radius=5', frequency: 'daily' },
      { name: 'Unbekannter Filter', filters: { colour: 'blau' }, query: 'x=1', frequency: 'daily' },
      { name: '   ', filters: {}, query: 'x=1', frequency: 'daily' },
      { name: 'Zu oft', filters: {}, query: 'x=1', frequency: 'hourly' },
    ]) {
      const answer = await call(server.app, 'POST', '/api/saved-searches', { token: me.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data).toEqual([]);
  });

  it("shows only one's own searches: another person's is not found", async () => {
    const owner = await signUp(server, 'eigen@example.de');
    const other = await signUp(server, 'fremd@example.de');
    const search = await save(owner.token, { name: 'Meine', filters: {}, query: 'x=1', frequency: 'off' });
    for (const [method, body] of [
      ['PATCH', { name: 'Übernommen' }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (await call(server.app, method, `/api/saved-searches/${search.id}`, { token: other.token, body })).status,
      ).toBe(404);
    }
    expect((await call(server.app, 'GET', '/api/saved-searches')).status).toBe(401);
  });

  it('counts the ads that went online since the results were last opened, and starts again once they are', async () => {
    const me = await signUp(server, 'zaehler@example.de');
    const search = await save(me.token, { name: 'Kiel', filters: { city: 'Kiel' }, query: 'x=1', frequency: 'off' });
    await goLive({ title: 'Neu in Kiel eins', city: 'Kiel', postalCode: '24103' });
    await goLive({ title: 'Neu in Kiel zwei', city: 'Kiel', postalCode: '24103' });
    await goLive({ title: 'Nicht in Kiel', city: 'Lübeck', postalCode: '23552' });
    const [listed] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(listed!.newCount).toBe(2);
    const seen = await call(server.app, 'PATCH', `/api/saved-searches/${search.id}`, {
      token: me.token,
      body: { seen: true },
    });
    expect((seen.body.data as SavedSearch).newCount).toBe(0);
  });

  it('refuses a forged or altered unsubscribe token and changes nothing', async () => {
    const me = await signUp(server, 'token@example.de');
    const search = await save(me.token, { name: 'Bleibt an', filters: {}, query: 'x=1', frequency: 'daily' });
    const real = server.services.savedSearches.unsubscribeToken(search.id);
    for (const token of [
      `${search.id}.forged-signature-xx`,
      `00000000-0000-4000-8000-000000000000.${real.split('.')[1]}`,
      'not-a-token-at-all',
    ]) {
      expect(
        (await call(server.app, 'POST', `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`)).status,
      ).toBe(404);
    }
    const [still] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(still!.frequency).toBe('daily');
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per account: the next is refused and stores nothing`, async () => {
    const me = await signUp(server, 'sammler@example.de');
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++)
      await save(me.token, { name: `Suche ${n}`, filters: {}, query: 'x=1', frequency: 'off' });
    const refused = await call(server.app, 'POST', '/api/saved-searches', {
      token: me.token,
      body: { name: 'Eine zu viel', filters: {}, query: 'x=1', frequency: 'off' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SAVED_SEARCHES_FULL');
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(MAX_SAVED_SEARCHES);
  });

  it(`keeps the cap of ${MAX_SAVED_SEARCHES} when sixty searches are saved at once`, async () => {
    const me = await signUp(server, 'gleichzeitig@example.de');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        call(server.app, 'POST', '/api/saved-searches', {
          token: me.token,
          body: { name: `Suche ${n}`, filters: {}, query: 'x=1', frequency: 'off' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(
      Array(60 - MAX_SAVED_SEARCHES).fill('SAVED_SEARCHES_FULL'),
    );
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(MAX_SAVED_SEARCHES);
  });

  it('trims the name as written, and renaming keeps the count of new ads (only opening the results resets it)', async () => {
    const me = await signUp(server, 'namen@example.de');
    const search = await save(me.token, {
      name: '  Halle an der Saale  ',
      filters: { city: 'Halle' },
      query: 'x=1',
      frequency: 'off',
    });
    expect(search.name).toBe('Halle an der Saale');
    // Results last opened an hour ago, the ad online since a minute ago: new, whenever the rename happens.
    await server.services.uow.repos.savedSearches.update(search.id, { seenAt: new Date(Date.now() - 3_600_000) });
    const ad = await goLive({ title: 'Neu in Halle', city: 'Halle', postalCode: '06108' });
    await server.services.uow.repos.ads.update(ad.id, { publishedAt: new Date(Date.now() - 60_000) });
    server.services.search.searchAds.publicList.clear();
    const renamed = await call(server.app, 'PATCH', `/api/saved-searches/${search.id}`, {
      token: me.token,
      body: { name: '  Halle (Saale) ' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Halle (Saale)', frequency: 'off', newCount: 1 });
    const [listed] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(listed).toMatchObject({ name: 'Halle (Saale)', newCount: 1 });
  });

  it('refuses filters with a page cursor or size, and a list address past 2,000 characters', async () => {
    const me = await signUp(server, 'lang@example.de');
    for (const body of [
      { name: 'Mit Cursor', filters: { cursor: 'abc' }, query: 'x=1', frequency: 'daily' },
      { name: 'Mit Größe', filters: { limit: 20 }, query: 'x=1', frequency: 'daily' },
      { name: 'Zu lang', filters: {}, query: `q=${'a'.repeat(1999)}`, frequency: 'daily' },
    ]) {
      const answer = await call(server.app, 'POST', '/api/saved-searches', { token: me.token, body });
      expect(answer.status, body.name).toBe(400);
    }
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(0);
  });

  it('the one-click unsubscribe reads a form of at most 1 KB; a parameter added to the link (utm_source) is dropped', async () => {
    const me = await signUp(server, 'abmelden@example.de');
    const search = await save(me.token, { name: 'Bleibt', filters: {}, query: 'x=1', frequency: 'daily' });
    const token = encodeURIComponent(server.services.savedSearches.unsubscribeToken(search.id));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const frequency = async () =>
      ((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data as SavedSearch[])[0]!
        .frequency;
    const big = await call(server.app, 'POST', `/api/saved-searches/unsubscribe?token=${token}`, {
      headers: form,
      body: `List-Unsubscribe=One-Click&x=${'a'.repeat(1100)}`,
    });
    expect(big.status).toBe(413);
    expect(await frequency()).toBe('daily');
    const tracked = await call(server.app, 'POST', `/api/saved-searches/unsubscribe?token=${token}&utm_source=mail`, {
      headers: form,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(tracked.status).toBe(200);
    expect(await frequency()).toBe('off');
  });

  it('goes with the account', async () => {
    const me = await signUp(server, 'weg@example.de');
    await save(me.token, { name: 'Vergänglich', filters: {}, query: 'x=1', frequency: 'daily' });
    await call(server.app, 'DELETE', '/api/user/profile', { token: me.token, body: { password: 'secret-password-1' } });
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(0);
  });
});
