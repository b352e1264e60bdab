import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminToken, call, publishedAd, rows, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let seller: { token: string; id: string };
let seeker: { token: string; id: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'statistik@example.de');
  seeker = await signUp(server, 'suchende@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

interface Stats {
  days: { day: string; views: number; saves: number; contacts: number }[];
  totals: { views: number; saves: number; contacts: number };
}
const statsOf = async (adId: string, token = seller.token, query = '') =>
  call(server.app, 'GET', `/api/ads/${adId}/stats${query}`, { token });
/** A visitor looking at the ad: from a network (by default one of the documentation's) in a browser. */
const view = (adId: string, headers: Record<string, string> = {}, token?: string, from = '203.0.113.1') =>
  server.app.inject({
    url: `/api/ads/${adId}`,
    remoteAddress: from,
    headers: {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0',
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe('per-ad statistics', () => {
  it('counts views by people, Merkliste saves and contacts per day — without a cookie or an address — for the owner only', async () => {
    const ad = await publishedAd(server, seller, { title: 'Gezählte Wohnung' });
    const first = await view(ad.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    await view(ad.id, {}, undefined, '198.51.100.2'); // someone else
    await view(ad.id, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await view(ad.id, {}, seller.token); // the owner looking at their own ad
    await view(ad.id, {}, admin);
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: seeker.token });
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: seeker.token }); // saved once is saved
    await call(server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
      token: seeker.token,
      body: { body: 'Ist die Wohnung noch frei?' },
    });
    await call(server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
      token: seeker.token,
      body: { body: 'Und ab wann?' },
    }); // the same contact
    await call(server.app, 'POST', `/api/ads/${ad.id}/contact`, {
      body: { name: 'Jana', email: 'jana@example.de', message: 'Ich hätte gern einen Besichtigungstermin.' },
    });

    const stats = await statsOf(ad.id);
    expect(stats.status).toBe(200);
    const { days, totals } = stats.body.data as Stats;
    expect(days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(server.clock.now());
    expect(days.at(-1)).toEqual({ day: today, views: 2, saves: 1, contacts: 2 });
    expect(days.slice(0, -1).every((d) => d.views + d.saves + d.contacts === 0)).toBe(true);
    expect(totals).toEqual({ views: 2, saves: 1, contacts: 2 });
    // Consecutive calendar days, oldest first.
    expect(new Set(days.map((d) => d.day)).size).toBe(30);
    expect([...days.map((d) => d.day)].sort()).toEqual(days.map((d) => d.day));

    // The next day is a day of its own.
    server.clock.advance(86_400_000);
    await view(ad.id);
    const week = (await statsOf(ad.id, seller.token, '?days=7')).body.data as Stats;
    expect(week.days.map((d) => d.views).slice(-2)).toEqual([2, 1]);

    expect((await statsOf(ad.id, seeker.token)).status).toBe(404);
    expect((await statsOf(ad.id, admin)).status).toBe(200);
    expect((await statsOf(ad.id, seller.token, '?days=5000')).status).toBe(400);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}/stats`)).status).toBe(401);
    expect((await statsOf(randomUUID())).status).toBe(404);
  });

  it('a visitor reloading the page counts once a day; another network or browser is another visitor; nothing about them is stored', async () => {
    const ad = await publishedAd(server, seller, { title: 'Oft neu geladene Wohnung' });
    for (let i = 0; i < 5; i += 1) expect((await view(ad.id)).statusCode).toBe(200);
    await view(ad.id, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari/604.1' }); // the same home, a phone
    await view(ad.id, {}, undefined, '198.51.100.9'); // another network
    // One IPv6 connection is a whole /64: its addresses are one visitor.
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::99', '2001:db8:1:2:ffff:ffff:ffff:ffff'])
      await view(ad.id, {}, undefined, address);
    await server.services.ads.adStats.flush();
    expect(((await statsOf(ad.id)).body.data as Stats).totals.views).toBe(4);
    // The next day everyone counts again.
    server.clock.advance(86_400_000);
    await view(ad.id);
    await view(ad.id);
    const { days } = (await statsOf(ad.id, seller.token, '?days=7')).body.data as Stats;
    expect(days.map((d) => d.views).slice(-2)).toEqual([4, 1]);
    // What is stored per ad and day is numbers only.
    const stored = await rows(server, sql`select * from ad_daily_stats where ad_id = ${ad.id}`);
    expect(Object.keys(stored[0]!).sort()).toEqual(['ad_id', 'contacts', 'day', 'saves', 'views']);
  });

  it('the figures go with the ad; counts for an ad deleted before they were written are dropped', async () => {
    const ad = await publishedAd(server, seller, { title: 'Bald gelöschte Wohnung' });
    await view(ad.id);
    expect((await call(server.app, 'DELETE', `/api/ads/${ad.id}`, { token: seller.token })).status).toBe(200);
    await server.services.ads.adStats.flush();
    expect((await statsOf(ad.id)).status).toBe(404);
  });

  it('counts by the German calendar day: a view at half past midnight in Berlin is that day’s, whatever the server’s zone', async () => {
    const ad = await publishedAd(server, seller, { title: 'Nach Mitternacht gezählte Wohnung' });
    // The next 23:30 UTC: 00:30 (winter) or 01:30 (summer) of the next day in Berlin.
    const now = server.clock.now();
    const offsetBefore = server.clock.offsetMs;
    const lateUtc = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30));
    if (lateUtc <= now) lateUtc.setUTCDate(lateUtc.getUTCDate() + 1);
    server.clock.frozenAt = lateUtc;
    try {
      await view(ad.id);
      const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(lateUtc);
      expect(berlinDay).not.toBe(lateUtc.toISOString().slice(0, 10));
      const { days } = (await statsOf(ad.id, seller.token, '?days=7')).body.data as Stats;
      expect(days.at(-1)).toEqual({ day: berlinDay, views: 1, saves: 0, contacts: 0 });
    } finally {
      server.clock.frozenAt = undefined;
      server.clock.offsetMs = offsetBefore; // the weekly figures after this count this week, not the next
    }
  });

  it('a write that fails loses no count and counts none twice: the whole batch goes again with the next write', async () => {
    const first = await publishedAd(server, seller, { title: 'Zuerst gezählte Wohnung' });
    const second = await publishedAd(server, seller, { title: 'Danach gezählte Wohnung' });
    const stats = server.services.ads.adStats;
    await stats.flush();
    // The database refuses the second ad's figures, after it has taken the first ad's.
    await rows(
      server,
      sql`create function refuse_figures() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await rows(
      server,
      sql.raw(
        `create trigger refuse_second_ad before insert on ad_daily_stats for each row when (new.ad_id = '${second.id}'::uuid) execute function refuse_figures()`,
      ),
    );
    await view(first.id);
    await view(second.id);
    const failing = stats.flush();
    await Promise.resolve(); // the batch is on its way to the database
    stats.count(first.id, 'views'); // a view counted while the failing write runs
    await failing;
    await rows(server, sql`drop trigger refuse_second_ad on ad_daily_stats`);
    await rows(server, sql`drop function refuse_figures()`);

    expect(((await statsOf(first.id)).body.data as Stats).totals).toEqual({ views: 2, saves: 0, contacts: 0 });
    expect(((await statsOf(second.id)).body.data as Stats).totals).toEqual({ views: 1, saves: 0, contacts: 0 });
  });
});

describe('the admin dashboard’s weekly figures', () => {
  // New rows are dated by the database's clock: the weeks must be counted from the same moment, not a day that an
  // earlier test moved the server's clock to (on a Sunday evening that is already next week).
  beforeAll(() => {
    server.clock.offsetMs = 0;
  });

  it('new users, new ads and revenue per calendar week, the last twelve, for admins only', async () => {
    const before = (await call(server.app, 'GET', '/api/admin/stats/weekly', { token: admin })).body.data as {
      weekStart: string;
      newUsers: number;
      newAds: number;
      revenueCents: number;
    }[];
    expect(before).toHaveLength(12);
    expect(new Date(`${before.at(-1)!.weekStart}T12:00:00Z`).getUTCDay()).toBe(1); // a Monday
    const buyer = await signUp(server, 'woche@example.de');
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token: buyer.token,
        body: { packageId: 'basis', requestId: randomUUID() },
      })
    ).body.data as { paymentId: string };
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token: buyer.token,
      body: { paymentId, number: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    await publishedAd(server, buyer, { title: 'Wochenanzeige' });
    const after = (await call(server.app, 'GET', '/api/admin/stats/weekly', { token: admin })).body
      .data as typeof before;
    const [was, now] = [before.at(-1)!, after.at(-1)!];
    expect(now.weekStart).toBe(was.weekStart);
    expect(now.newUsers - was.newUsers).toBe(1);
    expect(now.newAds - was.newAds).toBe(1);
    expect(now.revenueCents - was.revenueCents).toBe(1490);
    expect((await call(server.app, 'GET', '/api/admin/stats/weekly', { token: seller.token })).status).toBe(403);
    expect((await call(server.app, 'GET', '/api/admin/stats/weekly?weeks=2', { token: admin })).status).toBe(400);
  });

  it('lists twelve consecutive weeks, and counts a sign-up in the first half hour of the first Monday, German time', async () => {
    type Week = { weekStart: string; newUsers: number };
    const weekly = async () =>
      (await call(server.app, 'GET', '/api/admin/stats/weekly', { token: admin })).body.data as Week[];
    const weeks = await weekly();
    const gaps = weeks
      .slice(1)
      .map((week, i) => (Date.parse(week.weekStart) - Date.parse(weeks[i]!.weekStart)) / 86_400_000);
    expect(gaps).toEqual(Array(11).fill(7));
    const early = await signUp(server, 'fruehaufsteher@example.de');
    // Monday 00:30 in Berlin is still Sunday in UTC: the first week's figures must reach back that far.
    await rows(
      server,
      sql`update users set created_at = (${weeks[0]!.weekStart}::date + time '00:30') at time zone 'Europe/Berlin' where id = ${early.id}`,
    );
    const first = (await weekly())[0]!;
    expect(first).toMatchObject({ weekStart: weeks[0]!.weekStart, newUsers: weeks[0]!.newUsers + 1 });
  });
});
