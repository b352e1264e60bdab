import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { adminToken, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/**
 * The ads' HTTP surface in one pass: who may call each route, what it answers (status, message, the ad's shape) and
 * what its schema refuses. The rules behind the routes are tested in ads, adLifecycle, adStats, search and quotas; this
 * file is what the `ads-routes` mutation area runs against, so it keeps to one server and a few seconds.
 */
let server: TestServer;
let seller: { token: string; id: string };
let admin: string;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'routen@example.de');
  admin = await adminToken(server);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

const ID = '00000000-0000-4000-8000-000000000000';
const as = (token: string | undefined) => ({
  get: (url: string) => call(server.app, 'GET', `/api${url}`, { token }),
  post: (url: string, body?: unknown) => call(server.app, 'POST', `/api${url}`, { token, body }),
  patch: (url: string, body: unknown) => call(server.app, 'PATCH', `/api${url}`, { token, body }),
  put: (url: string, body: unknown) => call(server.app, 'PUT', `/api${url}`, { token, body }),
  delete: (url: string) => call(server.app, 'DELETE', `/api${url}`, { token }),
});
const grant = (packageId = 'basis') =>
  server.services.uow.repos.ledger.append({ userId: seller.id, packageId, amount: 1, reason: 'grant' });
const credits = async () => (await as(seller.token).get('/ads/credits')).body.data;

/** The ad as the contract (docs/decisions.md §2) has it: what the client's Ad is read from. */
const AD_FIELDS = [
  'availableFrom',
  'category',
  'commission',
  'commissionFree',
  'condition',
  'createdAt',
  'depositCents',
  'description',
  'district',
  'energyCertificate',
  'expiresAt',
  'featuredUntil',
  'features',
  'floor',
  'heatingCostCents',
  'heatingIncluded',
  'heatingType',
  'hoaFeeCents',
  'id',
  'images',
  'livingArea',
  'location',
  'ownerId',
  'packageId',
  'parkingPriceCents',
  'pausedAt',
  'plotArea',
  'postalCode',
  'priceCents',
  'pricePerSqmCents',
  'priceType',
  'propertyType',
  'publishedAt',
  'rejectionReason',
  'rooms',
  'sellerType',
  'serviceChargeCents',
  'showExactAddress',
  'status',
  'street',
  'title',
  'updatedAt',
  'warmRentCents',
  'yearBuilt',
  'city',
].sort();

describe('who may call the ad routes', () => {
  it('a visitor is asked to sign in on every route of a seller, and nothing is written', async () => {
    const visitor = as(undefined);
    const answers = [
      await visitor.get('/ads/mine'),
      await visitor.get('/ads/credits'),
      await visitor.post('/ads', validAd()),
      await visitor.patch(`/ads/${ID}`, { title: 'Ein neuer Titel' }),
      await visitor.delete(`/ads/${ID}`),
      await upload(server.app, '', ID, photo),
      await visitor.delete(`/ads/${ID}/images/${ID}`),
      await visitor.put(`/ads/${ID}/images/order`, { imageIds: [] }),
      ...(await Promise.all(
        ['publish', 'pause', 'resume', 'extend', 'bump'].map((action) => visitor.post(`/ads/${ID}/${action}`)),
      )),
      await visitor.get(`/ads/${ID}/stats`),
    ];
    expect(answers.map((a) => [a.status, a.body.error, a.body.message])).toEqual(
      answers.map(() => [401, 'UNAUTHORIZED', 'Please sign in']),
    );
    expect(await server.services.uow.repos.ads.listByOwner(seller.id)).toEqual([]);
  });

  it('an id that is no UUID is refused as such on every route that takes one', async () => {
    const routes = [
      as(undefined).get('/ads/42'),
      as(undefined).get('/ads/42/similar'),
      as(undefined).get('/ads/42/seller'),
      as(seller.token).patch('/ads/42', { title: 'Ein neuer Titel' }),
      as(seller.token).delete('/ads/42'),
      as(seller.token).delete(`/ads/${ID}/images/42`),
      as(seller.token).put('/ads/42/images/order', { imageIds: [] }),
      ...['publish', 'pause', 'resume', 'extend', 'bump'].map((action) => as(seller.token).post(`/ads/42/${action}`)),
      as(seller.token).get('/ads/42/stats'),
    ];
    for (const answer of await Promise.all(routes)) {
      expect([answer.status, answer.body.error]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.body.errors?.[0]?.field).toMatch(/^(id|imageId)$/);
    }
  });
});

describe("a seller's ad through every route", () => {
  it('each step answers with the whole ad and says what it did', async () => {
    const me = as(seller.token);
    const created = await me.post('/ads', validAd({ street: 'Kastanienallee 12', showExactAddress: false }));
    expect([created.status, created.body.message]).toEqual([201, 'Draft saved']);
    const draft = created.body.data as Ad;
    expect(Object.keys(draft).sort()).toEqual(AD_FIELDS);
    expect(draft).toMatchObject({
      status: 'draft',
      ownerId: seller.id,
      street: 'Kastanienallee 12',
      energyCertificate: { type: 'consumption', kwhPerSqmYear: 120, carrier: 'district_heating', efficiencyClass: 'D' },
    });
    expect(((await me.get('/ads/mine')).body.data as Ad[]).map((a) => a.id)).toEqual([draft.id]);

    const edited = await me.patch(`/ads/${draft.id}`, { title: 'Helle Wohnung am Park, frisch renoviert' });
    expect([edited.body.message, (edited.body.data as Ad).title]).toEqual([
      'Ad saved',
      'Helle Wohnung am Park, frisch renoviert',
    ]);

    const first = await upload(server.app, seller.token, draft.id, photo);
    expect(first.body.message).toBe('Image added');
    const withTwo = (await upload(server.app, seller.token, draft.id, photo)).body.data as Ad;
    expect(Object.keys(withTwo.images[0]!).sort()).toEqual(['height', 'id', 'position', 'url', 'width', 'widths']);
    const [a, b] = withTwo.images.map((i) => i.id);
    const reordered = await me.put(`/ads/${draft.id}/images/order`, { imageIds: [b, a] });
    expect([reordered.body.message, (reordered.body.data as Ad).images.map((i) => i.id)]).toEqual([
      'Order saved',
      [b, a],
    ]);
    const removed = await me.delete(`/ads/${draft.id}/images/${a}`);
    expect([removed.body.message, (removed.body.data as Ad).images.map((i) => i.id)]).toEqual(['Image removed', [b]]);

    // The package named is the one spent, not the cheapest.
    await grant();
    await grant('premium');
    expect(await credits()).toEqual(
      expect.arrayContaining([
        { packageId: 'basis', credits: 1 },
        { packageId: 'premium', credits: 1 },
      ]),
    );
    const published = await me.post(`/ads/${draft.id}/publish`, { packageId: 'premium' });
    expect([published.body.message, (published.body.data as Ad).status, (published.body.data as Ad).packageId]).toEqual(
      ['Ad published', 'active', 'premium'],
    );
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);

    // Visitors see it without the street (not shown), the owner and admins with it.
    const seen = (await as(undefined).get(`/ads/${draft.id}`)).body.data as Ad;
    expect(Object.keys(seen).sort()).toEqual(AD_FIELDS);
    expect(seen.street).toBeNull();
    expect(((await me.get(`/ads/${draft.id}`)).body.data as Ad).street).toBe('Kastanienallee 12');
    expect(((await as(admin).get(`/ads/${draft.id}`)).body.data as Ad).street).toBe('Kastanienallee 12');
    const sellerCard = (await as(undefined).get(`/ads/${draft.id}/seller`)).body.data as {
      firstName: string;
      otherAds: Ad[];
    };
    expect(Object.keys(sellerCard).sort()).toEqual([
      'firstName',
      'imprint',
      'memberSince',
      'otherAds',
      'phone',
      'responseHours',
      'responseRate',
      'sellerType',
      'verified',
    ]);
    expect(sellerCard.firstName).toBe('Erika');
    // Confirmed by its code at activation; no number confirmed, so none shown.
    expect(sellerCard).toMatchObject({ verified: { email: true, phone: false }, phone: null });
    expect((await as(undefined).get(`/ads/${draft.id}/similar`)).body.data).toEqual([]);

    expect((await me.post(`/ads/${draft.id}/pause`)).body.message).toBe('Ad paused');
    const resumed = await me.post(`/ads/${draft.id}/resume`);
    expect([resumed.body.message, (resumed.body.data as Ad).status]).toEqual(['Ad live again', 'active']);
    await grant('premium');
    const extended = await me.post(`/ads/${draft.id}/extend`, { packageId: 'premium' });
    expect([
      extended.body.message,
      (extended.body.data as Ad).expiresAt! > (published.body.data as Ad).expiresAt!,
    ]).toEqual(['Ad extended', true]);
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);
    await grant('premium');
    expect((await me.post(`/ads/${draft.id}/bump`, { packageId: 'premium' })).body.message).toBe('Ad moved to the top');
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);
    // Without a choice (no body at all), the cheapest.
    await grant('premium');
    expect((await me.post(`/ads/${draft.id}/bump`)).status).toBe(200);
    expect(await credits()).toEqual([{ packageId: 'premium', credits: 1 }]);

    const archived = await me.patch(`/ads/${draft.id}`, { status: 'archived' });
    expect([archived.body.message, (archived.body.data as Ad).status]).toEqual(['Ad saved', 'archived']);
    const deleted = await me.delete(`/ads/${draft.id}`);
    expect([deleted.status, deleted.body.message, deleted.body.data]).toEqual([200, 'Ad deleted', null]);
    expect((await me.get(`/ads/${draft.id}`)).status).toBe(404);
  });

  it('with moderation on, publishing says the ad waits for review', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const person = await signUp(moderated, 'gepruefte-routen@example.de');
      await moderated.services.uow.repos.ledger.append({
        userId: person.id,
        packageId: 'basis',
        amount: 1,
        reason: 'grant',
      });
      const draft = (await call(moderated.app, 'POST', '/api/ads', { token: person.token, body: validAd() })).body
        .data as Ad;
      await upload(moderated.app, person.token, draft.id, photo);
      const submitted = await call(moderated.app, 'POST', `/api/ads/${draft.id}/publish`, { token: person.token });
      expect([submitted.body.message, (submitted.body.data as Ad).status]).toEqual([
        'Ad submitted for review',
        'pending',
      ]);
    } finally {
      await moderated.close();
    }
  });

  it("a visitor's look counts as a view; the owner's, an admin's and a crawler's do not; the owner reads the figures by day", async () => {
    await grant();
    const me = as(seller.token);
    const ad = (await me.post('/ads', validAd())).body.data as Ad;
    await upload(server.app, seller.token, ad.id, photo);
    await me.post(`/ads/${ad.id}/publish`);
    const look = (headers: Record<string, string>) =>
      server.app.inject({
        url: `/api/ads/${ad.id}`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...headers },
      });
    await look({});
    await look({ authorization: `Bearer ${seller.token}` });
    await look({ authorization: `Bearer ${admin}` });
    await look({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await server.services.adStats.flush();

    const month = (await me.get(`/ads/${ad.id}/stats`)).body.data as { days: { day: string }[]; totals: object };
    expect(month.days).toHaveLength(30);
    expect(Object.keys(month.days[0]!).sort()).toEqual(['contacts', 'day', 'saves', 'views']);
    expect(month.totals).toEqual({ views: 1, saves: 0, contacts: 0 });
    expect(((await me.get(`/ads/${ad.id}/stats?days=7`)).body.data as { days: unknown[] }).days).toHaveLength(7);
    for (const days of [6, 91, 'viele']) {
      const refused = await me.get(`/ads/${ad.id}/stats?days=${days}`);
      expect([refused.status, refused.body.errors?.[0]?.field]).toEqual([400, 'days']);
    }
    // Another seller's ad: not found, no figures.
    const other = await signUp(server, 'neugierig@example.de');
    expect((await as(other.token).get(`/ads/${ad.id}/stats`)).status).toBe(404);
  });
});

describe('what the ad schemas refuse', () => {
  it('a draft with a value outside its bounds, of the wrong type or with an unknown field is refused naming the field, and nothing is saved', async () => {
    const me = as(seller.token);
    const before = (await me.get('/ads/mine')).body.data as Ad[];
    const bad: [string, Record<string, unknown>][] = [
      ['title', { title: 'x'.repeat(1001) }],
      ['description', { description: 'x'.repeat(20_001) }],
      ['category', { category: 'x'.repeat(41) }],
      ['priceCents', { priceCents: -1 }],
      ['priceCents', { priceCents: 12.5 }],
      ['serviceChargeCents', { serviceChargeCents: -1 }],
      ['heatingCostCents', { heatingCostCents: -1 }],
      ['heatingIncluded', { heatingIncluded: 'ja' }],
      ['depositCents', { depositCents: -1 }],
      ['hoaFeeCents', { hoaFeeCents: -1 }],
      ['commissionFree', { commissionFree: 'nein' }],
      ['commission', { commission: 'x'.repeat(201) }],
      ['parkingPriceCents', { parkingPriceCents: -1 }],
      ['street', { street: 'x'.repeat(401) }],
      ['showExactAddress', { showExactAddress: 1 }],
      ['postalCode', { postalCode: 'x'.repeat(21) }],
      ['city', { city: 'x'.repeat(201) }],
      ['district', { district: 'x'.repeat(201) }],
      ['availableFrom', { availableFrom: '2027-01-01T00:00' }],
      ['features', { features: ['pool_on_the_roof'] }],
      [
        'energyCertificate',
        {
          energyCertificate: {
            type: 'consumption',
            kwhPerSqmYear: 120,
            carrier: 'district_heating',
            efficiencyClass: 'D',
            extra: 1,
          },
        },
      ],
      [
        'energyCertificate',
        { energyCertificate: { type: 'guess', kwhPerSqmYear: 120, carrier: 'district_heating', efficiencyClass: 'D' } },
      ],
      ['colour', { colour: 'blau' }],
    ];
    for (const [field, change] of bad) {
      const answer = await me.post('/ads', validAd(change));
      expect([answer.status, answer.body.error], field).toEqual([400, 'VALIDATION_FAILED']);
      expect(
        answer.body.errors?.map((e) => e.field.split('.')[0]),
        field,
      ).toContain(field);
    }
    const archiving = await me.patch(`/ads/${ID}`, { status: 'active' });
    expect([archiving.status, archiving.body.errors?.[0]?.field]).toEqual([400, 'status']);
    expect((await me.get('/ads/mine')).body.data).toEqual(before);
  });

  it("the energy certificate's date of issue is kept and sent back; a future or expired one is refused on its field, and nothing is saved", async () => {
    const me = as(seller.token);
    const day = (yearsAgo: number, daysAgo = 0) => {
      const date = new Date();
      date.setUTCFullYear(date.getUTCFullYear() - yearsAgo, date.getUTCMonth(), date.getUTCDate() - daysAgo);
      return date.toISOString().slice(0, 10);
    };
    const certificate = (issuedOn?: string) => ({
      energyCertificate: { type: 'demand', kwhPerSqmYear: 95, carrier: 'heat_pump', efficiencyClass: 'C', issuedOn },
    });
    const mineBefore = ((await me.get('/ads/mine')).body.data as Ad[]).length;
    for (const [issuedOn, code] of [
      [day(0, -2), 'future'],
      [day(10, 2), 'expired'],
      ['2021-02-30', 'invalid'],
    ] as const) {
      const refused = await me.post('/ads', validAd(certificate(issuedOn)));
      expect([refused.status, refused.body.errors], issuedOn).toEqual([
        400,
        [expect.objectContaining({ field: 'energyCertificate.issuedOn', code })],
      ]);
    }
    expect(((await me.get('/ads/mine')).body.data as Ad[]).length).toBe(mineBefore);

    const issuedOn = day(9, -2);
    const created = (await me.post('/ads', validAd(certificate(issuedOn)))).body.data as Ad;
    expect(created.energyCertificate).toEqual({ ...certificate(issuedOn).energyCertificate, issuedOn });
    const without = (await me.patch(`/ads/${created.id}`, certificate())).body.data as Ad;
    expect(without.energyCertificate).not.toHaveProperty('issuedOn');
  });

  it('an image order of more than 100 ids, or a package name longer than 64 characters, is refused before anything is read', async () => {
    const me = as(seller.token);
    const order = await me.put(`/ads/${ID}/images/order`, { imageIds: Array.from({ length: 101 }, () => ID) });
    expect([order.status, order.body.errors?.[0]?.field]).toEqual([400, 'imageIds']);
    for (const action of ['publish', 'extend', 'bump']) {
      const answer = await me.post(`/ads/${ID}/${action}`, { packageId: 'p'.repeat(65) });
      expect([answer.status, answer.body.errors?.[0]?.field], action).toEqual([400, 'packageId']);
    }
  });

  it('an upload must be one readable multipart file of at most 10 MB; the ad keeps its photos otherwise', async () => {
    const ad = (await as(seller.token).post('/ads', validAd())).body.data as Ad;
    const send = (payload: string | Buffer, contentType: string) =>
      call(server.app, 'POST', `/api/ads/${ad.id}/images`, {
        token: seller.token,
        body: payload,
        headers: { 'content-type': contentType },
      });
    const notMultipart = await send(JSON.stringify({ file: 'photo.jpg' }), 'application/json');
    expect([notMultipart.status, notMultipart.body.error]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const broken = await send(
      '--grenze\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      'multipart/form-data; boundary=grenze',
    );
    expect([broken.status, broken.body.errors?.[0]]).toMatchObject([
      400,
      { field: 'file', code: 'invalid', message: 'The upload could not be read; send one file as multipart/form-data' },
    ]);
    const empty = await upload(server.app, seller.token, ad.id, Buffer.alloc(0));
    expect([empty.status, empty.body.errors?.[0]]).toMatchObject([
      400,
      { field: 'file', code: 'required', message: 'Attach an image file' },
    ]);
    // A form with a field but no file: nothing attached, not an unreadable upload.
    const noFile = await send(
      '--grenze\r\nContent-Disposition: form-data; name="caption"\r\n\r\nWohnzimmer\r\n--grenze--\r\n',
      'multipart/form-data; boundary=grenze',
    );
    expect([noFile.status, noFile.body.errors?.[0]]).toMatchObject([400, { field: 'file', code: 'required' }]);
    // A phone's photo of several megabytes is read (this one is no image, so it is refused for that, not for its size).
    const heavy = await upload(server.app, seller.token, ad.id, Buffer.alloc(6 * 1024 * 1024));
    expect([heavy.status, heavy.body.error]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const large = await upload(server.app, seller.token, ad.id, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect([large.status, large.body.error, large.body.message]).toEqual([
      413,
      'PAYLOAD_TOO_LARGE',
      'An image may have at most 10 MB',
    ]);
    expect(((await as(seller.token).get(`/ads/${ad.id}`)).body.data as Ad).images).toEqual([]);
  });

  it('the search applies its filters and pages by cursor', async () => {
    const visitor = as(undefined);
    const me = as(seller.token);
    for (const city of ['Leipzig', 'Leipzig', 'Dresden']) {
      await grant();
      const ad = (
        await me.post(
          '/ads',
          validAd({ city, postalCode: city === 'Leipzig' ? '04109' : '01067', title: `Wohnung in ${city} zum Suchen` }),
        )
      ).body.data as Ad;
      await upload(server.app, seller.token, ad.id, photo);
      await me.post(`/ads/${ad.id}/publish`);
    }
    const first = (await visitor.get('/ads?city=Leipzig&limit=1')).body.data as {
      items: Ad[];
      nextCursor: string | null;
      total: number;
    };
    expect([first.items.map((a) => a.city), first.total]).toEqual([['Leipzig'], 2]);
    const second = (await visitor.get(`/ads?city=Leipzig&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`)).body
      .data as { items: Ad[]; nextCursor: string | null };
    expect(second.items.map((a) => a.city)).toEqual(['Leipzig']);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(second.nextCursor).toBeNull();
  });

  it('the search refuses filters it cannot read, names each, and otherwise answers a page', async () => {
    const visitor = as(undefined);
    const page = await visitor.get('/ads');
    expect(page.status).toBe(200);
    expect(Object.keys(page.body.data as object).sort()).toEqual([
      'alternatives',
      'correctedQuery',
      'items',
      'nextCursor',
      'sort',
      'total',
      'totalCapped',
      'understood',
      'unmatchedWords',
    ]);
    const refused: [string, string][] = [
      ['q', 'x'.repeat(201)],
      ['category', 'castle'],
      ['city', 'x'.repeat(81)],
      ['postalCode', '1O115'],
      ['postalCode', '123456'],
      ['lat', '91'],
      ['lon', '-181'],
      ['radius', '0'],
      ['minPrice', '-1'],
      ['maxRooms', '-1'],
      ['minArea', '-1'],
      ['minFloor', '-6'],
      ['maxFloor', '201'],
      ['minYear', '1499'],
      ['maxYear', '2200'],
      ['features', 'pool_on_the_roof'],
      ['propertyType', 'castle'],
      ['energyClass', 'Z'],
      ['availableBy', '1.3.2027'],
      ['commissionFree', 'vielleicht'],
      ['sellerType', 'robot'],
      ['featured', 'vielleicht'],
      ['sort', 'cheapest_first'],
      ['warm', 'vielleicht'],
      ['bbox', '13.3,52.4,13.5'],
      ['bbox', '13.5,52.4,13.3,52.6'],
      ['area', '52.5,13.3;52.6,13.4'],
      ['area', '52.5,13.3;52.6,13.4;91,13'],
      ['cursor', 'x'.repeat(501)],
      ['limit', '51'],
      ['limit', '0'],
    ];
    // The southern and western halves of the globe are places too.
    expect((await visitor.get('/ads?lat=-33.92&lon=-18.42&radius=10')).status).toBe(200);
    for (const [field, value] of refused) {
      const answer = await visitor.get(`/ads?${new URLSearchParams({ [field]: value })}`);
      expect([answer.status, answer.body.errors?.[0]?.field.split('.')[0]], `${field}=${value}`).toEqual([400, field]);
    }
  });
});
