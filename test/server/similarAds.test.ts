import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { createPublished } from './adsFixtures';

// Similar ads under an ad: same category and city first, then a similar price; never the ad itself.
let server: TestServer;
let owner: { token: string; id: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'owner@example.de');
});
afterAll(() => server.close());

describe('similar ads', () => {
  it('similar ads: live ads of the same category and city first, never the ad itself; also for a gone ad, not for a draft', async () => {
    const base = await createPublished(server, owner.token, owner.id, {
      title: 'Vergleichswohnung Ausgang',
      category: 'house_rent',
      city: 'Potsdam',
      postalCode: '14467',
    });
    const same = await createPublished(server, owner.token, owner.id, {
      title: 'Vergleichshaus gleiche Stadt',
      category: 'house_rent',
      city: 'Potsdam',
      postalCode: '14467',
    });
    const elsewhere = await createPublished(server, owner.token, owner.id, {
      title: 'Vergleichshaus anderswo',
      category: 'house_rent',
      city: 'Cottbus',
      postalCode: '03046',
    });
    const similar = async (id: string) => (await call(server.app, 'GET', `/api/ads/${id}/similar`)).body.data as Ad[];
    const ids = (await similar(base.id)).map((ad) => ad.id);
    expect(ids).not.toContain(base.id);
    expect(ids.indexOf(same.id)).toBeGreaterThanOrEqual(0);
    if (ids.includes(elsewhere.id)) expect(ids.indexOf(same.id)).toBeLessThan(ids.indexOf(elsewhere.id));
    expect(ids.length).toBeLessThanOrEqual(4);
    await call(server.app, 'PATCH', `/api/ads/${base.id}`, { token: owner.token, body: { status: 'archived' } });
    expect((await similar(base.id)).map((ad) => ad.id)).toContain(same.id);
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: owner.token,
        body: validAd({ title: 'Unveröffentlichter Entwurf' }),
      })
    ).body.data as Ad;
    expect((await call(server.app, 'GET', `/api/ads/${draft.id}/similar`)).status).toBe(404);
  });

  it('similar ads: at a similar price (within 30 %) before the rest of the city; a price on request skips that step', async () => {
    const place = { category: 'apartment_rent', city: 'Templin', postalCode: '17268' };
    const flatElsewhere = await createPublished(server, owner.token, owner.id, {
      title: 'Mietwohnung in Prenzlau',
      category: 'apartment_rent',
      city: 'Prenzlau',
      postalCode: '17291',
    });
    const base = await createPublished(server, owner.token, owner.id, {
      ...place,
      title: 'Templiner Ausgangswohnung',
      priceCents: 100_000,
    });
    const near = await createPublished(server, owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung zum ähnlichen Preis',
      priceCents: 125_000,
    });
    const below = await createPublished(server, owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung knapp darunter',
      priceCents: 70_000,
    });
    // Newer than the others, so first among the city's ads, but at twice the price.
    const dearer = await createPublished(server, owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung zum doppelten Preis',
      priceCents: 200_000,
    });
    // The newest ad of all is a house elsewhere: nothing like it.
    const house = await createPublished(server, owner.token, owner.id, {
      title: 'Neuestes Haus in Cottbus',
      category: 'house_buy',
      city: 'Cottbus',
      postalCode: '03046',
    });
    const similar = async (id: string) =>
      ((await call(server.app, 'GET', `/api/ads/${id}/similar`)).body.data as Ad[]).map((ad) => ad.id);
    const ids = await similar(base.id);
    // Four: two at a similar price, the rest of the city, then the newest flat for rent elsewhere.
    expect(ids).toHaveLength(4);
    expect(ids.slice(0, 2).sort()).toEqual([near.id, below.id].sort());
    expect(ids.slice(2)).toEqual([dearer.id, flatElsewhere.id]);
    expect(ids).not.toContain(house.id);
    expect(ids).not.toContain(base.id);

    const unpriced = await createPublished(server, owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung auf Anfrage',
      priceType: 'on_request',
      priceCents: null,
    });
    const forUnpriced = await similar(unpriced.id);
    expect(forUnpriced.slice(0, 4).sort()).toEqual([base.id, near.id, below.id, dearer.id].sort());

    // With more of the city than fits, still four.
    for (const title of ['Templiner Villa-Etage', 'Templiner Penthouse'])
      await createPublished(server, owner.token, owner.id, { ...place, title, priceCents: 400_000 });
    expect(await similar(base.id)).toHaveLength(4);
  });
});
