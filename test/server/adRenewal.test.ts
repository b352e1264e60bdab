import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, publishedAd, rows, signUp, startTestServer, validAd, type TestServer } from './helpers';

let server: TestServer;
let seller: { token: string; id: string };
let stranger: { token: string; id: string };
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'vermieterin@example.de');
  stranger = await signUp(server, 'fremder@example.de');
});
afterAll(() => server.close());

const pause = (id: string, token = seller.token) => call(server.app, 'POST', `/api/ads/${id}/pause`, { token });
const resume = (id: string, token = seller.token) => call(server.app, 'POST', `/api/ads/${id}/resume`, { token });
const isListed = async (ad: Ad) =>
  (
    (await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent(ad.title)}`)).body.data as { items: Ad[] }
  ).items.some((a) => a.id === ad.id);

// Verlängern and Hochschieben: an ad's runtime extended and the ad moved up, one credit each.
describe('Verlängern and Hochschieben: paid with one credit each', () => {
  const grant = (userId: string, packageId = 'basis', amount = 1) =>
    server.services.uow.repos.ledger.append({ userId, packageId, amount, reason: 'grant' });
  const extend = (id: string, token: string, body: object | null = null) =>
    call(server.app, 'POST', `/api/ads/${id}/extend`, { token, body });
  const bump = (id: string, token: string, body: object | null = null) =>
    call(server.app, 'POST', `/api/ads/${id}/bump`, { token, body });
  const creditsOf = async (token: string) => (await call(server.app, 'GET', '/api/ads/credits', { token })).body.data;
  // The credit ledger says what each credit was spent on (what support and the accounts read).
  const spentOn = async (userId: string) =>
    rows(
      server,
      sql`select reason, amount, ad_id as "adId" from credit_ledger where user_id = ${userId} and amount < 0 order by created_at`,
    );
  const newest = async (city: string) =>
    (
      (await call(server.app, 'GET', `/api/ads?sort=newest&city=${encodeURIComponent(city)}`)).body.data as {
        items: Ad[];
      }
    ).items.map((a) => a.title);

  it('extending adds the package’s 30 days to the end, once per credit, even on a double click', async () => {
    const owner = await signUp(server, 'verlaengern@example.de');
    const live = await publishedAd(server, owner, { title: 'Verlängerbare Wohnung' });
    expect((await extend(live.id, owner.token)).body.error).toBe('NO_CREDITS');
    expect((await call(server.app, 'GET', `/api/ads/${live.id}`, { token: owner.token })).body.data).toMatchObject({
      expiresAt: live.expiresAt,
    });

    await grant(owner.id);
    const [first, second] = await Promise.all([extend(live.id, owner.token), extend(live.id, owner.token)]);
    expect([first.status, second.status].sort()).toEqual([200, 402]);
    const extended = (first.status === 200 ? first : second).body.data as Ad;
    expect(Date.parse(extended.expiresAt!) - Date.parse(live.expiresAt!)).toBe(30 * DAY);
    expect(extended.status).toBe('active');
    expect(await creditsOf(owner.token)).toEqual([]);
    expect(await spentOn(owner.id)).toEqual([
      { reason: 'publish', amount: -1, adId: live.id },
      { reason: 'extend', amount: -1, adId: live.id },
    ]);
    expect((await extend(live.id, stranger.token)).status).toBe(404);
  });

  it('a Premium credit features the ad to its new end; a Basis credit later extends it and keeps the featured end', async () => {
    const owner = await signUp(server, 'hervorheben@example.de');
    const live = await publishedAd(server, owner, { title: 'Bald hervorgehobene Wohnung' });
    expect(live.featuredUntil).toBeNull();
    await grant(owner.id, 'premium');
    const featured = (await extend(live.id, owner.token, { packageId: 'premium' })).body.data as Ad;
    expect(Date.parse(featured.expiresAt!) - Date.parse(live.expiresAt!)).toBe(90 * DAY);
    expect(featured.featuredUntil).toBe(featured.expiresAt);

    await grant(owner.id, 'basis');
    const longer = (await extend(live.id, owner.token, { packageId: 'basis' })).body.data as Ad;
    expect(Date.parse(longer.expiresAt!) - Date.parse(featured.expiresAt!)).toBe(30 * DAY);
    expect(longer.featuredUntil).toBe(featured.featuredUntil);

    // Another Premium credit features it again, from the ad's end.
    await grant(owner.id, 'premium');
    const again = (await extend(live.id, owner.token, { packageId: 'premium' })).body.data as Ad;
    expect(Date.parse(again.expiresAt!) - Date.parse(longer.expiresAt!)).toBe(90 * DAY);
    expect(Date.parse(again.featuredUntil!) - Date.parse(longer.expiresAt!)).toBe(90 * DAY);
  });

  it('pausing a featured ad and reactivating it moves its highlight by the time it was paused, like its end', async () => {
    const owner = await signUp(server, 'hervorgehoben-pausiert@example.de');
    const live = await publishedAd(server, owner, { title: 'Hervorgehobene pausierte Wohnung' });
    await grant(owner.id, 'premium');
    const featured = (await extend(live.id, owner.token, { packageId: 'premium' })).body.data as Ad;
    // The highlight ends before the ad does, so the two moves are told apart.
    await server.services.uow.repos.ads.update(live.id, {
      featuredUntil: new Date(Date.parse(featured.expiresAt!) - 10 * DAY),
    });
    const highlightEnd = Date.parse(featured.expiresAt!) - 10 * DAY;
    expect((await pause(live.id, owner.token)).status).toBe(200);
    server.clock.advance(7 * DAY);
    const resumed = (await resume(live.id, owner.token)).body.data as Ad;
    expect(Math.abs(Date.parse(resumed.expiresAt!) - Date.parse(featured.expiresAt!) - 7 * DAY)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(resumed.featuredUntil!) - highlightEnd - 7 * DAY)).toBeLessThan(60_000);
    // Still featured in the list's highlight filter afterwards.
    const listed = (await call(server.app, 'GET', `/api/ads?featured=true&q=${encodeURIComponent(live.title)}`)).body
      .data as { items: Ad[] };
    expect(listed.items.map((ad) => ad.id)).toContain(live.id);
  });

  it('a paused ad that is extended stays paused with the longer runtime', async () => {
    const owner = await signUp(server, 'pausiert-verlaengert@example.de');
    const live = await publishedAd(server, owner, { title: 'Pausierte verlängerte Wohnung' });
    await pause(live.id, owner.token);
    await grant(owner.id);
    const extended = (await extend(live.id, owner.token)).body.data as Ad;
    expect(extended.status).toBe('paused');
    expect(Date.parse(extended.expiresAt!) - Date.parse(live.expiresAt!)).toBe(30 * DAY);
    expect(await isListed(live)).toBe(false);
  });

  it('an ad that ran out goes live again for the package’s runtime from today; a draft cannot be extended', async () => {
    const owner = await signUp(server, 'abgelaufen@example.de');
    const live = await publishedAd(server, owner, { title: 'Abgelaufene verlängerte Wohnung' });
    server.clock.advance(31 * DAY);
    await server.services.ads.expireDueAds.execute();
    expect((await call(server.app, 'GET', `/api/ads/${live.id}`, { token: owner.token })).body.data).toMatchObject({
      status: 'expired',
    });
    await grant(owner.id);
    const again = (await extend(live.id, owner.token)).body.data as Ad;
    expect(again.status).toBe('active');
    expect(Math.abs(Date.parse(again.expiresAt!) - server.clock.now().getTime() - 30 * DAY)).toBeLessThan(60_000);
    expect(await isListed(live)).toBe(true);

    // Past its end before the hourly job marked it: it ran out all the same, and the new runtime starts today.
    const due = await publishedAd(server, owner, { title: 'Unbemerkt abgelaufene Wohnung' });
    server.clock.advance(31 * DAY);
    await grant(owner.id);
    const renewed = (await extend(due.id, owner.token)).body.data as Ad;
    expect(renewed.status).toBe('active');
    expect(Math.abs(Date.parse(renewed.expiresAt!) - server.clock.now().getTime() - 30 * DAY)).toBeLessThan(60_000);

    const draft = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    await grant(owner.id);
    expect((await extend(draft.id, owner.token)).body.error).toBe('CONFLICT');
    expect(await creditsOf(owner.token)).toEqual([{ packageId: 'basis', credits: 1 }]);
  });

  it('moving an ad to the top puts it first among the newest ads and keeps its end', async () => {
    const owner = await signUp(server, 'hochschieben@example.de');
    const older = await publishedAd(server, owner, {
      title: 'Ältere Wohnung in Hochstadt',
      city: 'Hochstadt',
      postalCode: '63477',
    });
    server.clock.advance(60_000);
    await publishedAd(server, owner, { title: 'Neuere Wohnung in Hochstadt', city: 'Hochstadt', postalCode: '63477' });
    expect(await newest('Hochstadt')).toEqual(['Neuere Wohnung in Hochstadt', 'Ältere Wohnung in Hochstadt']);

    expect((await bump(older.id, owner.token)).body.error).toBe('NO_CREDITS');
    await grant(owner.id);
    server.clock.advance(60_000);
    const bumped = await bump(older.id, owner.token);
    expect(bumped.status).toBe(200);
    expect(bumped.body.data).toMatchObject({ status: 'active', expiresAt: older.expiresAt });
    expect(await newest('Hochstadt')).toEqual(['Ältere Wohnung in Hochstadt', 'Neuere Wohnung in Hochstadt']);
    expect(await creditsOf(owner.token)).toEqual([]);
    expect((await spentOn(owner.id)).at(-1)).toEqual({ reason: 'bump', amount: -1, adId: older.id });

    await pause(older.id, owner.token);
    await grant(owner.id);
    expect((await bump(older.id, owner.token)).body.error).toBe('CONFLICT');
    expect((await bump(older.id, stranger.token)).status).toBe(404);
    expect(await creditsOf(owner.token)).toEqual([{ packageId: 'basis', credits: 1 }]);
  });
});
