import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { SavedSearch } from '../../src/domain/savedSearch';
import { call, publishedAd, rows, signUp, startTestServer, type TestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';

/**
 * Issue 71: every change of an ad's price, warm rent and status is kept; a cut while online shows on the ad with the
 * price before it, the list sorts by "recently reduced", and the people who keep the ad on their Merkliste or whose
 * saved search finds it are told once per cut, by mail and push, as their settings say.
 */
let server: TestServer;
let seller: { token: string; id: string };
let n = 0;
beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'preise-vermieter@example.de');
});
afterAll(() => server.close());

const live = (extra: Record<string, unknown> = {}) =>
  publishedAd(server, seller, { title: `Altbau ${++n} am Park`, ...extra });

async function setPrice(ad: Ad, priceCents: number) {
  const answer = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: seller.token, body: { priceCents } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  server.services.search.searchAds.publicList.clear();
}

const asVisitor = async (ad: Ad) => (await call(server.app, 'GET', `/api/ads/${ad.id}`)).body.data as Ad;

async function history(ad: Ad) {
  return rows(
    server,
    sql`select field, from_value, to_value from ad_history where ad_id = ${ad.id} order by changed_at, field`,
  );
}

describe('the price history', () => {
  it('keeps every change of price, warm rent and status; a cut while online shows with the price before it', async () => {
    const ad = await live({ priceCents: 125_000, serviceChargeCents: 20_000, heatingCostCents: 8_000 });
    expect(ad.priceReduction).toBeNull();
    await setPrice(ad, 118_000);
    const cut = await asVisitor(ad);
    expect(cut.priceCents).toBe(118_000);
    expect(cut.priceReduction).toMatchObject({ beforeCents: 125_000 });
    expect(Date.parse(cut.priceReduction!.at)).toBeGreaterThan(Date.parse(ad.publishedAt!));
    const kept = await history(ad);
    expect(kept).toContainEqual({ field: 'price', from_value: '125000', to_value: '118000' });
    expect(kept, 'the warm rent: rent, service charge and heating').toContainEqual({
      field: 'warm_rent',
      from_value: '153000',
      to_value: '146000',
    });
    expect(kept).toContainEqual({ field: 'status', from_value: 'draft', to_value: 'active' });
  });

  it('a second cut shows the price right before it; a price back at or above it is no cut any more', async () => {
    const ad = await live({ priceCents: 100_000 });
    await setPrice(ad, 95_000);
    await setPrice(ad, 90_000);
    expect((await asVisitor(ad)).priceReduction).toMatchObject({ beforeCents: 95_000 });
    await setPrice(ad, 92_000);
    expect((await asVisitor(ad)).priceReduction, 'still below the price before the cut').toMatchObject({
      beforeCents: 95_000,
    });
    await setPrice(ad, 95_000);
    expect((await asVisitor(ad)).priceReduction).toBeNull();
    expect((await history(ad)).filter((row) => row.field === 'price')).toHaveLength(4);
  });

  it('a price changed before the ad went online is no cut', async () => {
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: seller.token,
        body: { ...(await import('./helpers')).validAd({ priceCents: 130_000 }) },
      })
    ).body.data as Ad;
    await setPrice(draft, 120_000);
    const [row] = await rows(server, sql`select price_reduced_at from ads where id = ${draft.id}`);
    expect(row!.price_reduced_at).toBeNull();
    expect((await history(draft)).filter((r) => r.field === 'price')).toHaveLength(1);
  });

  it('pausing and resuming are kept as status changes', async () => {
    const ad = await live();
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/pause`, { token: seller.token })).status).toBe(200);
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/resume`, { token: seller.token })).status).toBe(200);
    const statuses = (await history(ad)).filter((row) => row.field === 'status').map((row) => row.to_value);
    expect(statuses).toEqual(['active', 'paused', 'active']);
  });
});

describe('sorting by "recently reduced"', () => {
  it('lists the latest cut first, then earlier cuts, then every other ad (none left out)', async () => {
    const city = 'Wismar';
    const [older, newer, plain] = [
      await live({ city, postalCode: '23966', priceCents: 80_000 }),
      await live({ city, postalCode: '23966', priceCents: 81_000 }),
      await live({ city, postalCode: '23966', priceCents: 82_000 }),
    ];
    await setPrice(older, 75_000);
    await setPrice(newer, 78_000);
    const listed = await call(server.app, 'GET', `/api/ads?city=${city}&sort=reduced&limit=2`);
    expect(listed.status).toBe(200);
    const page = listed.body.data as { items: Ad[]; nextCursor: string | null };
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    const rest = await call(
      server.app,
      'GET',
      `/api/ads?city=${city}&sort=reduced&limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`,
    );
    expect((rest.body.data as { items: Ad[] }).items.map((item) => item.id)).toEqual([plain.id]);
  });
});

describe('price-cut alerts', () => {
  const mailsTo = (email: string, since: number) =>
    server.mail.sent.slice(since).filter((mail) => mail.to === email && /Preis gesenkt|Price cut/.test(mail.subject));

  async function tellPriceCuts() {
    await server.services.favorites.tellPriceDrops.execute();
    await server.mail.settled();
  }

  it('tells whoever keeps the ad on the Merkliste once per cut — nobody else, not the one who turned it off', async () => {
    const ad = await live({ priceCents: 99_000 });
    const keeper = await signUp(server, `merkt-${n}@example.de`);
    const quiet = await signUp(server, `still-${n}@example.de`);
    const third = await thirdPersonWatching(server);
    for (const person of [keeper, quiet])
      expect((await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: person.token })).status).toBe(200);
    const off = await call(server.app, 'PUT', '/api/user/notifications', {
      token: quiet.token,
      body: { priceDrops: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const before = server.mail.sent.length;
    await tellPriceCuts();
    expect(mailsTo(`merkt-${n}@example.de`, before), 'no cut yet').toHaveLength(0);

    await setPrice(ad, 94_050);
    await tellPriceCuts();
    await tellPriceCuts(); // a second run (another worker, a retried job) tells nothing more
    const told = mailsTo(`merkt-${n}@example.de`, before);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(ad.title);
    expect(told[0]!.text).toMatch(/940,50\s€/);
    expect(told[0]!.text).toMatch(/990\s€/);
    expect(told[0]!.text).toContain(`${server.config.publicUrl}/ads/${ad.id}`);
    expect(mailsTo(`still-${n}@example.de`, before), 'price cuts turned off').toHaveLength(0);
    await third.sawNothing({ secrets: [ad.title] });

    await setPrice(ad, 90_000);
    await tellPriceCuts();
    expect(mailsTo(`merkt-${n}@example.de`, before), 'a second cut is told too').toHaveLength(2);
  });

  it('a cut made before the person saved the ad is not news to them', async () => {
    const ad = await live({ priceCents: 70_000 });
    await setPrice(ad, 65_000);
    const late = await signUp(server, `spaet-${n}@example.de`);
    await call(server.app, 'PUT', `/api/favorites/${ad.id}`, { token: late.token });
    const before = server.mail.sent.length;
    await tellPriceCuts();
    expect(mailsTo(`spaet-${n}@example.de`, before)).toHaveLength(0);
  });

  it('a saved search that found the ad before tells of its cut once; a search it does not match, or one turned off, does not', async () => {
    const email = `sucht-${n}@example.de`;
    const hunter = await signUp(server, email);
    const save = async (body: Record<string, unknown>) =>
      (await call(server.app, 'POST', '/api/saved-searches', { token: hunter.token, body })).body.data as SavedSearch;
    const matching = await save({
      name: 'Greifswald',
      filters: { city: 'Greifswald' },
      query: 'city=Greifswald',
      frequency: 'daily',
    });
    const elsewhere = await save({
      name: 'Stralsund',
      filters: { city: 'Stralsund' },
      query: 'city=Stralsund',
      frequency: 'daily',
    });
    const ad = await live({ city: 'Greifswald', postalCode: '17489', priceCents: 88_000 });
    server.services.search.searchAds.publicList.clear();
    const before = server.mail.sent.length;
    await server.services.savedSearches.runSearchAlert.execute(matching.id);
    await server.mail.settled();
    await setPrice(ad, 84_000);
    for (const search of [matching, elsewhere, matching])
      await server.services.savedSearches.runSearchAlert.execute(search.id);
    await server.mail.settled();
    const mails = server.mail.sent.slice(before).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Neue Anzeige: Greifswald', 'Preis gesenkt: Greifswald']);
    expect(mails[1]!.text).toMatch(/840\s€/);
    expect(mails[1]!.text).toMatch(/880\s€/);
  });
});
