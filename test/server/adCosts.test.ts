import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import { demoPlaces } from '../../server/seed/demoPlaces';
import { call, signUp, startTestServer, validAd, type TestServer } from './helpers';

/** An ad's costs (Nebenkosten, Heizkosten, Kaution, what is derived from them) and its address, as stored and shown. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The postal codes' points an approximate location is placed around, as a fresh demo has them.
  await server.services.uow.repos.places.upsertMany(demoPlaces());
});
afterAll(() => server.close());

describe('costs and the address', () => {
  let owner: { token: string; id: string };
  beforeAll(async () => {
    owner = await signUp(server, 'costs@example.de');
  });

  it('stores Nebenkosten, Heizkosten and Kaution, and derives the Warmmiete and the price per m²', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({
        priceCents: 125000,
        livingArea: 80,
        serviceChargeCents: 18000,
        heatingCostCents: 9000,
        depositCents: 375000,
        commissionFree: true,
        propertyType: 'attic',
      }),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      serviceChargeCents: 18000,
      heatingCostCents: 9000,
      warmRentCents: 152000,
      depositCents: 375000,
      pricePerSqmCents: 1563,
      propertyType: 'attic',
    });
  });

  it('heating included in the Nebenkosten has no separate amount', async () => {
    const { body } = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ serviceChargeCents: 20000, heatingIncluded: true, heatingCostCents: 5000 }),
    });
    expect(body.data).toMatchObject({ heatingIncluded: true, heatingCostCents: null, warmRentCents: 145000 });
  });

  it('a house type on a flat is refused, naming the field', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ propertyType: 'terraced' }),
    });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field)).toEqual(['propertyType']);
  });

  it.each([['"1.250"'], ['"1250"'], ['1250.5'], ['"12,50"']])(
    'priceCents: %s is refused with a 400 naming the field',
    async (raw) => {
      const json = JSON.stringify(validAd()).replace('"priceCents":125000', `"priceCents":${raw}`);
      const { status, body } = await call(server.app, 'POST', '/api/ads', {
        token: owner.token,
        body: json,
        headers: { 'content-type': 'application/json' },
      });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.field).toBe('priceCents');
    },
  );

  it("the street stays the owner's and the location is approximate, unless the owner shows the exact address", async () => {
    const hidden = (
      await call(server.app, 'POST', '/api/ads', {
        token: owner.token,
        body: validAd({ street: 'Kastanienallee 12', postalCode: '10435', city: 'Berlin' }),
      })
    ).body.data as Ad;
    expect(hidden.street).toBe('Kastanienallee 12');
    expect(hidden.location).toMatchObject({ exact: false });
    // Rounded to the 200 m grid around the postal code's point.
    expect(Math.abs(hidden.location!.lat * 1000 - Math.round(hidden.location!.lat * 1000))).toBeLessThan(1e-6);
    await server.services.uow.repos.ads.update(hidden.id, {
      status: 'active',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    server.services.search.searchAds.publicList.clear();
    const asVisitor = (await call(server.app, 'GET', `/api/ads/${hidden.id}`)).body.data as Ad;
    expect(asVisitor.street).toBeNull();
    const listed = ((await call(server.app, 'GET', '/api/ads?city=Berlin')).body.data as AdPage).items.find(
      (a) => a.id === hidden.id,
    );
    expect(listed?.street).toBeNull();

    const shown = (
      await call(server.app, 'PATCH', `/api/ads/${hidden.id}`, { token: owner.token, body: { showExactAddress: true } })
    ).body.data as Ad;
    expect(shown.showExactAddress).toBe(true);
    expect((await call(server.app, 'GET', `/api/ads/${hidden.id}`)).body.data).toMatchObject({
      street: 'Kastanienallee 12',
    });
  });
});
