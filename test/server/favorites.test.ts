import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { Favorite } from '../../src/domain/favorite';
import { FAVORITES_LIMIT } from '../../server/favorites/ports';
import { sql } from 'drizzle-orm';
import { adminToken, call, rows, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';

/** The Merkliste (issue 13): saving is idempotent, the list shows price changes and ads that went offline. */
let server: TestServer;
let seller: { token: string; id: string };
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'vermieter@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

/** An ad visitors can see (made live directly: publishing has its own tests). */
async function liveAd(title: string, priceCents = 95_000): Promise<Ad> {
  const draft = (
    await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd({ title, priceCents }) })
  ).body.data as Ad;
  await server.services.uow.repos.ads.update(draft.id, {
    status: 'active',
    publishedAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return draft;
}

const list = async (token: string) => {
  const answer = await call(server.app, 'GET', '/api/favorites', { token });
  expect(answer.status).toBe(200);
  return answer.body.data as Favorite[];
};

describe('Merkliste', () => {
  it('saves an ad once however often it is saved, lists newest first, and removes idempotently', async () => {
    const me = await signUp(server, 'suchende@example.de');
    const first = await liveAd('Altbau mit Balkon');
    const second = await liveAd('Dachgeschoss mit Blick');
    for (let i = 0; i < 2; i++)
      expect((await call(server.app, 'PUT', `/api/favorites/${first.id}`, { token: me.token })).status).toBe(200);
    await call(server.app, 'PUT', `/api/favorites/${second.id}`, { token: me.token });
    const saved = await list(me.token);
    expect(saved.map((f) => f.adId)).toEqual([second.id, first.id]);
    expect(saved[1]).toMatchObject({
      available: true,
      title: 'Altbau mit Balkon',
      savedPriceCents: 95_000,
      ad: { id: first.id, priceCents: 95_000 },
    });
    for (let i = 0; i < 2; i++)
      expect((await call(server.app, 'DELETE', `/api/favorites/${first.id}`, { token: me.token })).status).toBe(200);
    expect((await list(me.token)).map((f) => f.adId)).toEqual([second.id]);
  });

  it('shows the old and the new price after the seller changed it', async () => {
    const me = await signUp(server, 'preis@example.de');
    const ad = await liveAd('Wohnung mit Preisänderung', 120_000);
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: me.token });
    const changed = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: seller.token,
      body: { priceCents: 110_000 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const [favorite] = await list(me.token);
    expect(favorite).toMatchObject({ savedPriceCents: 120_000, ad: { priceCents: 110_000 } });
  });

  it('keeps an ad that went offline, as not available and without its details; saving it again still succeeds', async () => {
    const me = await signUp(server, 'offline@example.de');
    const ad = await liveAd('Bald archivierte Wohnung');
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: me.token });
    expect(
      (await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: seller.token, body: { status: 'archived' } }))
        .status,
    ).toBe(200);
    const [favorite] = await list(me.token);
    expect(favorite).toMatchObject({
      adId: ad.id,
      available: false,
      title: 'Bald archivierte Wohnung',
      city: ad.city,
      ad: null,
    });
    expect((await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: me.token })).status).toBe(200);
  });

  it("treats a blocked seller's ad as not available", async () => {
    const blocked = await signUp(server, 'gesperrt@example.de');
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: blocked.token,
        body: validAd({ title: 'Anzeige einer Gesperrten' }),
      })
    ).body.data as Ad;
    await server.services.uow.repos.ads.update(draft.id, {
      status: 'active',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const me = await signUp(server, 'sieht-gesperrt@example.de');
    await call(server.app, 'PUT', `/api/favorites/${draft.id}`, { token: me.token });
    await call(server.app, 'PATCH', `/api/userList/${blocked.id}`, { token: admin, body: { blocked: true } });
    expect((await list(me.token))[0]).toMatchObject({ available: false, ad: null });
    // Visitors now get 404 for it; the one who saved it can still save it again.
    expect((await call(server.app, 'GET', `/api/ads/${draft.id}`)).status).toBe(404);
    expect((await call(server.app, 'PUT', `/api/favorites/${draft.id}`, { token: me.token })).status).toBe(200);
  });

  it('treats an ad as not available from the instant it expires, before the nightly run marks it expired', async () => {
    const me = await signUp(server, 'ablauf@example.de');
    const ad = await liveAd('Läuft gerade ab');
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: me.token });
    const expiresAt = new Date(Date.now() + 60_000);
    await server.services.uow.repos.ads.update(ad.id, { expiresAt });
    server.clock.frozenAt = new Date(expiresAt.getTime() - 1);
    try {
      expect((await list(me.token))[0]).toMatchObject({ adId: ad.id, available: true });
      server.clock.frozenAt = expiresAt;
      expect((await list(me.token))[0]).toMatchObject({
        adId: ad.id,
        available: false,
        title: 'Läuft gerade ab',
        ad: null,
      });
    } finally {
      server.clock.frozenAt = undefined;
    }
  });

  it('saves only ads visitors can see: a draft, an unknown id and a malformed id are refused and nothing is stored', async () => {
    const me = await signUp(server, 'entwurf@example.de');
    const draft = (
      await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd({ title: 'Nur ein Entwurf' }) })
    ).body.data as Ad;
    expect((await call(server.app, 'PUT', `/api/favorites/${draft.id}`, { token: me.token })).status).toBe(404);
    expect(
      (await call(server.app, 'PUT', '/api/favorites/00000000-0000-4000-8000-000000000000', { token: me.token }))
        .status,
    ).toBe(404);
    const malformed = await call(server.app, 'PUT', '/api/favorites/not-an-id', { token: me.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('VALIDATION_FAILED');
    expect(await list(me.token)).toEqual([]);
  });

  it('needs a signed-in person and shows each person only their own list', async () => {
    const ad = await liveAd('Für Angemeldete');
    expect((await call(server.app, 'GET', '/api/favorites')).status).toBe(401);
    expect((await call(server.app, 'PUT', `/api/favorites/${ad.id}`)).status).toBe(401);
    const third = await thirdPersonWatching(server);
    const one = await signUp(server, 'eins@example.de');
    const two = await signUp(server, 'zwei@example.de');
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: one.token });
    expect(await list(two.token)).toEqual([]);
    await call(server.app, 'DELETE', `/api/favorites/${ad.id}`, { token: two.token });
    expect((await list(one.token)).map((f) => f.adId)).toEqual([ad.id]);
    await third.sawNothing({ secrets: [ad.id] });
  });

  it(`holds at most ${FAVORITES_LIMIT} ads and says so, also when twenty saves arrive at once`, async () => {
    const me = await signUp(server, 'sammler@example.de');
    // Ads in bulk (SQL: 510 through the API would take minutes): the list holds 490, then 20 more are saved at once.
    const bulk = async (batch: string, n: number) =>
      (
        await rows(
          server,
          sql`insert into ads (owner_id, title, description, category, postal_code, city, status, published_at, expires_at)
              select ${seller.id}, 'Wohnung ' || g, ${`Stapel ${batch}: eine Wohnung wie viele, Nummer `} || g, 'apartment_rent', '10245', 'Berlin', 'active', now(), now() + interval '30 days'
              from generate_series(1, ${n}) g returning id::text as id`,
        )
      ).map((r) => String(r.id));
    const saved = await bulk('voll', FAVORITES_LIMIT - 10);
    await rows(
      server,
      sql`insert into favorites (user_id, ad_id) select ${me.id}, id from ads where description like 'Stapel voll:%'`,
    );
    const more = await bulk('mehr', 20);
    const answers = await Promise.all(
      more.map((id) => call(server.app, 'PUT', `/api/favorites/${id}`, { token: me.token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(Array(10).fill('FAVORITES_FULL'));
    expect(await server.services.uow.repos.favorites.count(me.id)).toBe(FAVORITES_LIMIT);
    // One already on the list can be saved again; another is refused.
    expect((await call(server.app, 'PUT', `/api/favorites/${saved[0]}`, { token: me.token })).status).toBe(200);
    const refused = answers.findIndex((a) => a.status === 409);
    expect((await call(server.app, 'PUT', `/api/favorites/${more[refused]}`, { token: me.token })).status).toBe(409);
    await rows(server, sql`delete from ads where description like 'Stapel %'`);
  });

  it("goes with the account: deleting it removes the person's list, deleting an ad removes it from every list", async () => {
    const me = await signUp(server, 'geht@example.de');
    const ad = await liveAd('Wird gelöscht');
    const stays = await liveAd('Bleibt');
    const keeper = await signUp(server, 'bleibt@example.de');
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: me.token });
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: keeper.token });
    await call(server.app, 'PUT', `/api/favorites/${stays.id}`, { token: me.token });
    expect((await call(server.app, 'DELETE', `/api/ads/${ad.id}`, { token: seller.token })).status).toBe(200);
    expect(await list(keeper.token)).toEqual([]);
    expect(
      (
        await call(server.app, 'DELETE', '/api/user/profile', {
          token: me.token,
          body: { password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
    expect(await server.services.uow.repos.favorites.count(me.id)).toBe(0);
  });
});
