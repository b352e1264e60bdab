import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, upload, validAd } from './helpers';
import { as, grant, ID, photo, seller, server, withAdRoutesServer } from './adRoutesKit';

// What the ads' schemas refuse (bounds, types, unknown fields, certificates, uploads, search filters), each naming the
// field and saving nothing; the routes' callers and answers are in adRoutes.
withAdRoutesServer();

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
