import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { adminToken, call, signUp, startTestServer, validAd, type TestServer } from './helpers';

// Creating and editing an ad: what the owner may change, what is refused, what visitors see.
let server: TestServer;
let owner: { token: string; id: string };
let other: { token: string; id: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'owner@example.de');
  other = await signUp(server, 'other@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('creating and editing', () => {
  it('creates a draft owned by the caller, invisible to others and the public list', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() });
    expect(status).toBe(201);
    const ad = body.data as Ad;
    expect(ad).toMatchObject({
      status: 'draft',
      ownerId: owner.id,
      priceCents: 125000,
      rooms: 3,
      features: ['balcony', 'fitted_kitchen'],
    });
    const hidden = await call(server.app, 'GET', `/api/ads/${ad.id}`);
    expect([hidden.status, hidden.body.message]).toEqual([404, 'Ad not found']);
    // A draft answers exactly as an ad that never existed: no hint that it is there.
    const never = await call(server.app, 'GET', '/api/ads/00000000-0000-4000-8000-000000000000');
    expect([never.status, never.body.message]).toEqual([404, 'Ad not found']);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: other.token })).status).toBe(404);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: admin })).status).toBe(200);
    const mine = await call(server.app, 'GET', '/api/ads/mine', { token: owner.token });
    expect((mine.body.data as Ad[]).map((a) => a.id)).toContain(ad.id);
  });

  it('refuses invalid ads field by field and stores nothing', async () => {
    const before = (await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data as Ad[];
    const { status, body } = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ title: 'abc', postalCode: '1', rooms: 2.3, priceCents: null }),
    });
    expect(status).toBe(400);
    expect(body.errors!.map((e) => e.field).sort()).toEqual(['postalCode', 'priceCents', 'rooms', 'title']);
    expect(((await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data as Ad[]).length).toBe(
      before.length,
    );
  });

  it('a rental states no commission for its tenant (issue 71): refused with the law named, nothing stored; a sale keeps its own', async () => {
    const before = (await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data as unknown[];
    const refused = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ commissionFree: false, commission: '2 Nettokaltmieten inkl. MwSt.' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        field: 'commission',
        code: 'tenant_commission',
        message: expect.stringContaining('WoVermittG'),
      }),
    ]);
    expect((await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data).toHaveLength(
      before.length,
    );
    // § 656c BGB: a flat's buyer pays at most the seller's share — stated as a number, matched by the seller.
    const unmatched = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ category: 'apartment_buy', commissionFree: false, buyerCommissionPercent: 3.57 }),
    });
    expect(unmatched.status).toBe(400);
    expect(unmatched.body.errors).toEqual([
      expect.objectContaining({ field: 'sellerPaysSame', code: 'seller_pays_same' }),
    ]);
    expect((await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data).toHaveLength(
      before.length,
    );
    const sale = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({
        category: 'apartment_buy',
        commissionFree: false,
        commission: 'wird überschrieben',
        buyerCommissionPercent: 3.57,
        sellerPaysSame: true,
      }),
    });
    expect(sale.status).toBe(201);
    expect(sale.body.data).toMatchObject({
      commissionFree: false,
      commission: '3,57 % inkl. MwSt.',
      buyerCommissionPercent: 3.57,
      sellerPaysSame: true,
    });
    // Turned into a rental by an edit, it must drop the commission first.
    const id = (sale.body.data as { id: string }).id;
    const edited = await call(server.app, 'PATCH', `/api/ads/${id}`, {
      token: owner.token,
      body: { category: 'apartment_rent' },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.errors![0]).toMatchObject({ field: 'commission', code: 'tenant_commission' });
  });

  it('stores the input as meant: trimmed, blank texts as none, amounts that do not apply cleared, features once', async () => {
    const created = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({
        title: '  Haus am See, Preis auf Anfrage  ',
        description: '  Ein Haus direkt am Wasser mit großem Garten und Bootssteg.  ',
        category: 'house_buy',
        priceType: 'on_request',
        priceCents: 125000,
        heatingIncluded: true,
        heatingCostCents: 9000,
        commissionFree: true,
        commission: '3,57 % inkl. MwSt.',
        street: '   ',
        district: '  ',
        postalCode: ' 10435 ',
        city: ' Berlin ',
        features: ['balcony', 'garden', 'balcony'],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Haus am See, Preis auf Anfrage',
      description: 'Ein Haus direkt am Wasser mit großem Garten und Bootssteg.',
      priceCents: null,
      heatingIncluded: true,
      heatingCostCents: null,
      commissionFree: true,
      commission: null,
      street: null,
      showExactAddress: false,
      district: null,
      postalCode: '10435',
      city: 'Berlin',
      features: ['balcony', 'garden'],
    });
    // And what does apply is kept as given.
    const rent = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({
        heatingIncluded: false,
        heatingCostCents: 9000,
        depositCents: 375000,
        commissionFree: false,
        parkingPriceCents: 8000,
        propertyType: 'penthouse',
        condition: 'refurbished',
        heatingType: 'underfloor',
        street: ' Kastanienallee 12 ',
        showExactAddress: true,
        availableFrom: '2027-03-01',
      }),
    });
    expect(rent.body.data).toMatchObject({
      priceCents: 125000,
      heatingIncluded: false,
      heatingCostCents: 9000,
      depositCents: 375000,
      // A rental is commission-free for its tenant by law (§ 2 Abs. 1a WoVermittG), whatever the box said.
      commissionFree: true,
      commission: null,
      parkingPriceCents: 8000,
      propertyType: 'penthouse',
      condition: 'refurbished',
      heatingType: 'underfloor',
      street: 'Kastanienallee 12',
      showExactAddress: true,
      availableFrom: '2027-03-01',
    });
    const sale = await call(server.app, 'POST', '/api/ads', {
      token: owner.token,
      body: validAd({ category: 'apartment_buy', priceCents: 39_900_000, hoaFeeCents: 32000 }),
    });
    expect(sale.body.data).toMatchObject({ hoaFeeCents: 32000 });
  });

  it('only the owner edits; others get 404', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const hijack = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: other.token,
      body: { title: 'Hijacked title here' },
    });
    expect([hijack.status, hijack.body.message]).toEqual([404, 'Ad not found']);
    const edited = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: owner.token,
      body: { title: 'Neuer Titel für die Wohnung' },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.data as Ad).title).toBe('Neuer Titel für die Wohnung');
  });

  it('an edit is checked as a whole: one that breaks a rule is refused naming the field and saves nothing', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const refused = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: owner.token,
      body: { title: 'Hi', city: 'Potsdam' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['title']);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data).toMatchObject({
      title: ad.title,
      city: 'Berlin',
    });
  });

  it('a new address moves the ad on the map; an edit that keeps the address keeps its place', async () => {
    await server.services.uow.repos.places.upsertMany([
      {
        country: 'DE',
        postalCode: '10435',
        name: 'Berlin',
        city: 'Berlin',
        state: 'Berlin',
        lat: 52.5386,
        lon: 13.4124,
      },
      {
        country: 'DE',
        postalCode: '20095',
        name: 'Hamburg',
        city: 'Hamburg',
        state: 'Hamburg',
        lat: 53.5511,
        lon: 10.0006,
      },
    ]);
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    expect(ad.location?.lat).toBeCloseTo(52.54, 1);
    const edit = async (body: object) =>
      ((await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: owner.token, body })).body.data as Ad).location;
    expect(await edit({ title: 'Wohnung, die bleibt, wo sie ist' })).toEqual(ad.location);
    // The postal code alone is a move too.
    expect((await edit({ postalCode: '20095', city: 'Hamburg' }))?.lat).toBeCloseTo(53.55, 1);
    expect((await edit({ postalCode: '10435' }))?.lat).toBeCloseTo(52.54, 1);
  });

  it('archiving with changes saves both: the ad is archived with them', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const archived = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: owner.token,
      body: { status: 'archived', title: 'Vermietet, danke für das Interesse' },
    });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ status: 'archived', title: 'Vermietet, danke für das Interesse' });
  });

  it('deletes: the owner yes; another person no (404); a moderator no (403: a take-down with reasons instead)', async () => {
    const a = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const b = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const refused = await call(server.app, 'DELETE', `/api/ads/${a.id}`, { token: other.token });
    expect([refused.status, refused.body.message]).toEqual([404, 'Ad not found']);
    expect((await call(server.app, 'DELETE', `/api/ads/${a.id}`, { token: owner.token })).status).toBe(200);
    const byModerator = await call(server.app, 'DELETE', `/api/ads/${b.id}`, { token: admin });
    expect([byModerator.status, byModerator.body.error]).toEqual([403, 'FORBIDDEN']);
    expect((await call(server.app, 'GET', `/api/ads/${b.id}`, { token: owner.token })).status, 'still there').toBe(200);
    expect((await call(server.app, 'GET', `/api/ads/${a.id}`, { token: owner.token })).status).toBe(404);
  });
});
