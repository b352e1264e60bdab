import { CURATED_DEMO_ADS } from '../../server/seed/demoAdsCurated';
import { DEMO_AD_COUNT } from '../../server/seed/seed';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type Ad } from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import { adminToken, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

let server: TestServer;
let owner: { token: string; id: string };
let other: { token: string; id: string };
let admin: string;

/** A photo as a phone would send it: sideways in pixels, EXIF orientation 6, with GPS and camera data. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#8fb36b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
}

async function grant(userId: string, credits: number, packageId = 'basis') {
  await server.services.uow.repos.ledger.append({ userId, packageId, amount: credits, reason: 'grant' });
}

async function createPublished(token: string, userId: string, extra: Record<string, unknown> = {}): Promise<Ad> {
  const created = await call(server.app, 'POST', '/api/ads', { token, body: validAd(extra) });
  const ad = created.body.data as Ad;
  await upload(server.app, token, ad.id, await phonePhoto());
  await grant(userId, 1);
  const published = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token, body: {} });
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return published.body.data as Ad;
}

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
        commission: ' 2 Monatskaltmieten ',
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
      commissionFree: false,
      commission: '2 Monatskaltmieten',
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

  it('deletes: owner yes, other no (404), admin yes', async () => {
    const a = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const b = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const refused = await call(server.app, 'DELETE', `/api/ads/${a.id}`, { token: other.token });
    expect([refused.status, refused.body.message]).toEqual([404, 'Ad not found']);
    expect((await call(server.app, 'DELETE', `/api/ads/${a.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(server.app, 'DELETE', `/api/ads/${b.id}`, { token: admin })).status).toBe(200);
    expect((await call(server.app, 'GET', `/api/ads/${a.id}`, { token: owner.token })).status).toBe(404);
  });
});

describe('images', () => {
  it('re-encodes to WebP sizes, turns the photo upright and strips EXIF and GPS', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const { status, body } = await upload(server.app, owner.token, ad.id, await phonePhoto());
    expect(status).toBe(200);
    const image = (body.data as Ad).images[0]!;
    // Orientation 6 means the 400×300 pixels are shown rotated: 300 wide, 400 high.
    expect({ width: image.width, height: image.height }).toEqual({ width: 300, height: 400 });
    const dir = path.join(server.dataDir, 'uploads', 'ads', ad.id);
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(IMAGE_WIDTHS.length);
    expect(image.widths).toEqual([...IMAGE_WIDTHS]);
    expect(files.every((f) => f.endsWith('.webp'))).toBe(true);
    for (const file of files) {
      const meta = await sharp(await readFile(path.join(dir, file))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // The draft's photo reaches its owner through a private link.
    const served = await server.app.inject({ method: 'GET', url: `${image.url}-640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('makes the 828 size phones pick, and lists for older images only the sizes they have', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const wide = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    const image = ((await upload(server.app, owner.token, ad.id, wide)).body.data as Ad).images[0]!;
    const served = await server.app.inject({ method: 'GET', url: `${image.url}-828.webp` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(828);
    // A row from before the 828 size (what migration 0011 gives existing rows):
    await server.database.db.execute(sql`update ad_images set widths = default where id = ${image.id}`);
    const reread = ((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data as Ad)
      .images[0]!;
    expect(reread.widths).toEqual([320, 640, 1280]);
  });

  it('judges by content: a text file named .jpg is refused with 415', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const { status, body } = await upload(server.app, owner.token, ad.id, Buffer.from('<?php echo 1; ?>'), 'evil.jpg');
    expect(status).toBe(415);
    expect(body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(
      ((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data as Ad).images,
    ).toEqual([]);
  });

  it('refuses files over 10 MB with 413', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const { status, body } = await upload(server.app, owner.token, ad.id, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(status).toBe(413);
    expect(body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it("cannot add images to someone else's ad", async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    expect((await upload(server.app, other.token, ad.id, await phonePhoto())).status).toBe(404);
  });

  it('reorders (first is the cover) and deletes images', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    await upload(server.app, owner.token, ad.id, await phonePhoto());
    const two = (await upload(server.app, owner.token, ad.id, await phonePhoto())).body.data as Ad;
    const [first, second] = two.images;
    const reordered = await call(server.app, 'PUT', `/api/ads/${ad.id}/images/order`, {
      token: owner.token,
      body: { imageIds: [second!.id, first!.id] },
    });
    expect((reordered.body.data as Ad).images.map((i) => i.id)).toEqual([second!.id, first!.id]);
    // The list names every image of the ad once: not one short, not one twice, not another ad's.
    const otherAd = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body
      .data as Ad;
    const foreign = ((await upload(server.app, owner.token, otherAd.id, await phonePhoto())).body.data as Ad)
      .images[0]!;
    for (const imageIds of [[second!.id], [second!.id, second!.id], [second!.id, foreign.id]]) {
      const bad = await call(server.app, 'PUT', `/api/ads/${ad.id}/images/order`, {
        token: owner.token,
        body: { imageIds },
      });
      expect([
        bad.status,
        (bad.body.errors as { field: string; code: string }[]).map((e) => [e.field, e.code]),
      ]).toEqual([400, [['imageIds', 'invalid']]]);
    }
    expect(
      ((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data as Ad).images.map(
        (i) => i.id,
      ),
    ).toEqual([second!.id, first!.id]);
    const removed = await call(server.app, 'DELETE', `/api/ads/${ad.id}/images/${second!.id}`, { token: owner.token });
    expect((removed.body.data as Ad).images.map((i) => [i.id, i.position])).toEqual([[first!.id, 0]]);
    // The image that is gone now, and an image of another ad: 404, and the ad keeps its photo.
    for (const imageId of [second!.id, foreign.id]) {
      const missing = await call(server.app, 'DELETE', `/api/ads/${ad.id}/images/${imageId}`, { token: owner.token });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('NOT_FOUND');
      // It is the image that is missing, not the ad.
      expect(missing.body.message).toBe('Image not found');
    }
    expect(
      ((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data as Ad).images.map(
        (i) => i.id,
      ),
    ).toEqual([first!.id]);
    expect(
      ((await call(server.app, 'GET', `/api/ads/${otherAd.id}`, { token: owner.token })).body.data as Ad).images.map(
        (i) => i.id,
      ),
    ).toEqual([foreign.id]);
    // A draft may lose its last photo (it needs one only to be published).
    const last = await call(server.app, 'DELETE', `/api/ads/${ad.id}/images/${first!.id}`, { token: owner.token });
    expect((last.body.data as Ad).images).toEqual([]);
  });
});

describe('publishing with credits', () => {
  it('without a credit: 402 NO_CREDITS, nothing changes', async () => {
    const fresh = await signUp(server, 'nocredit@example.de');
    const ad = (await call(server.app, 'POST', '/api/ads', { token: fresh.token, body: validAd() })).body.data as Ad;
    await upload(server.app, fresh.token, ad.id, await phonePhoto());
    const { status, body } = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, {
      token: fresh.token,
      body: {},
    });
    expect(status).toBe(402);
    expect(body.error).toBe('NO_CREDITS');
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: fresh.token })).body.data as Ad).status).toBe(
      'draft',
    );
  });

  it('without an image: refused', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    await grant(owner.id, 1);
    const { status, body } = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, {
      token: owner.token,
      body: {},
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        field: 'images',
        code: 'required',
        message: 'Add at least one image before publishing',
      }),
    ]);
  });

  it('spends exactly one credit, goes live with expiresAt from the package, and shows in /ads', async () => {
    const fresh = await signUp(server, 'publisher@example.de');
    await grant(fresh.id, 2);
    const ad = (
      await call(server.app, 'POST', '/api/ads', {
        token: fresh.token,
        body: validAd({ title: 'Dachgeschosswohnung mit Weitblick' }),
      })
    ).body.data as Ad;
    await upload(server.app, fresh.token, ad.id, await phonePhoto());
    const published = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: fresh.token, body: {} });
    expect(published.status).toBe(200);
    const live = published.body.data as Ad;
    expect(live.status).toBe('active');
    const days = (Date.parse(live.expiresAt!) - Date.parse(live.publishedAt!)) / 86_400_000;
    expect(days).toBe(30);
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: fresh.token })).body.data).toEqual([
      { packageId: 'basis', credits: 1 },
    ]);
    const list = (await call(server.app, 'GET', '/api/ads?q=Dachgeschosswohnung')).body.data as AdPage;
    expect(list.items.map((a) => a.id)).toEqual([ad.id]);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(200);
    // Publishing twice is a conflict, not a second charge.
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: fresh.token, body: {} })).status).toBe(
      409,
    );
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: fresh.token })).body.data).toEqual([
      { packageId: 'basis', credits: 1 },
    ]);
  });

  it('two publishes at once with one credit: exactly one succeeds', async () => {
    const fresh = await signUp(server, 'race@example.de');
    await grant(fresh.id, 1);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const ad = (await call(server.app, 'POST', '/api/ads', { token: fresh.token, body: validAd() })).body.data as Ad;
      await upload(server.app, fresh.token, ad.id, await phonePhoto());
      ids.push(ad.id);
    }
    const results = await Promise.all(
      ids.map((id) => call(server.app, 'POST', `/api/ads/${id}/publish`, { token: fresh.token, body: {} })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: fresh.token })).body.data).toEqual([]);
  });

  it('archive takes an ad off the public list', async () => {
    const live = await createPublished(owner.token, owner.id, { title: 'Archivierbare Altbauwohnung' });
    const archived = await call(server.app, 'PATCH', `/api/ads/${live.id}`, {
      token: owner.token,
      body: { status: 'archived' },
    });
    expect((archived.body.data as Ad).status).toBe('archived');
    // It was online: visitors are told it is gone (410), so its page can offer similar ads.
    const gone = await call(server.app, 'GET', `/api/ads/${live.id}`);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toBe('AD_GONE');
  });

  it('an ad leaves the public page at the very millisecond it ends, before the hourly job marks it expired', async () => {
    const live = await createPublished(owner.token, owner.id, { title: 'Wohnung mit genauem Ablauf' });
    server.clock.frozenAt = new Date(live.expiresAt!);
    try {
      const ended = await call(server.app, 'GET', `/api/ads/${live.id}`);
      expect([ended.status, ended.body.error]).toEqual([410, 'AD_GONE']);
    } finally {
      server.clock.frozenAt = undefined;
    }
  });

  it("a blocked seller's ads are simply not found, and a draft archived unpublished was never online (404, not 410)", async () => {
    const seller = await signUp(server, 'blocked-seller@example.de');
    const live = await createPublished(seller.token, seller.id, { title: 'Wohnung eines gesperrten Kontos' });
    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body
      .data as Ad;
    expect(
      (await call(server.app, 'PATCH', `/api/ads/${draft.id}`, { token: seller.token, body: { status: 'archived' } }))
        .status,
    ).toBe(200);
    const archivedDraft = await call(server.app, 'GET', `/api/ads/${draft.id}`);
    expect([archivedDraft.status, archivedDraft.body.error]).toEqual([404, 'NOT_FOUND']);

    expect(
      (await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } })).status,
    ).toBe(200);
    const hidden = await call(server.app, 'GET', `/api/ads/${live.id}`);
    expect([hidden.status, hidden.body.error, hidden.body.message]).toEqual([404, 'NOT_FOUND', 'Ad not found']);
  });

  it('an archived ad cannot be archived again, and a paused ad cannot be edited; both answers change nothing', async () => {
    const live = await createPublished(owner.token, owner.id, { title: 'Zweimal archivierte Wohnung' });
    await call(server.app, 'PATCH', `/api/ads/${live.id}`, { token: owner.token, body: { status: 'archived' } });
    const twice = await call(server.app, 'PATCH', `/api/ads/${live.id}`, {
      token: owner.token,
      body: { status: 'archived', title: 'Neuer Titel beim Archivieren' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('CONFLICT');

    const paused = await createPublished(owner.token, owner.id, { title: 'Pausierte unveränderte Wohnung' });
    await call(server.app, 'POST', `/api/ads/${paused.id}/pause`, { token: owner.token });
    const edit = await call(server.app, 'PATCH', `/api/ads/${paused.id}`, {
      token: owner.token,
      body: { title: 'Während der Pause geändert' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('CONFLICT');
    const mine = (await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data as Ad[];
    expect(mine.find((a) => a.id === live.id)).toMatchObject({
      status: 'archived',
      title: 'Zweimal archivierte Wohnung',
    });
    expect(mine.find((a) => a.id === paused.id)).toMatchObject({
      status: 'paused',
      title: 'Pausierte unveränderte Wohnung',
    });
  });

  it('similar ads: live ads of the same category and city first, never the ad itself; also for a gone ad, not for a draft', async () => {
    const base = await createPublished(owner.token, owner.id, {
      title: 'Vergleichswohnung Ausgang',
      category: 'house_rent',
      city: 'Potsdam',
      postalCode: '14467',
    });
    const same = await createPublished(owner.token, owner.id, {
      title: 'Vergleichshaus gleiche Stadt',
      category: 'house_rent',
      city: 'Potsdam',
      postalCode: '14467',
    });
    const elsewhere = await createPublished(owner.token, owner.id, {
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
    const flatElsewhere = await createPublished(owner.token, owner.id, {
      title: 'Mietwohnung in Prenzlau',
      category: 'apartment_rent',
      city: 'Prenzlau',
      postalCode: '17291',
    });
    const base = await createPublished(owner.token, owner.id, {
      ...place,
      title: 'Templiner Ausgangswohnung',
      priceCents: 100_000,
    });
    const near = await createPublished(owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung zum ähnlichen Preis',
      priceCents: 125_000,
    });
    const below = await createPublished(owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung knapp darunter',
      priceCents: 70_000,
    });
    // Newer than the others, so first among the city's ads, but at twice the price.
    const dearer = await createPublished(owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung zum doppelten Preis',
      priceCents: 200_000,
    });
    // The newest ad of all is a house elsewhere: nothing like it.
    const house = await createPublished(owner.token, owner.id, {
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

    const unpriced = await createPublished(owner.token, owner.id, {
      ...place,
      title: 'Templiner Wohnung auf Anfrage',
      priceType: 'on_request',
      priceCents: null,
    });
    const forUnpriced = await similar(unpriced.id);
    expect(forUnpriced.slice(0, 4).sort()).toEqual([base.id, near.id, below.id, dearer.id].sort());

    // With more of the city than fits, still four.
    for (const title of ['Templiner Villa-Etage', 'Templiner Penthouse'])
      await createPublished(owner.token, owner.id, { ...place, title, priceCents: 400_000 });
    expect(await similar(base.id)).toHaveLength(4);
  });

  it("only the owner publishes: someone else's credit cannot publish a draft that is not theirs", async () => {
    const draft = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    await upload(server.app, owner.token, draft.id, await phonePhoto());
    const stranger = await signUp(server, 'fremde-anzeige@example.de');
    await grant(stranger.id, 1);
    const refused = await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, { token: stranger.token, body: {} });
    expect([refused.status, refused.body.message]).toEqual([404, 'Ad not found']);
    expect(
      ((await call(server.app, 'GET', `/api/ads/${draft.id}`, { token: owner.token })).body.data as Ad).status,
    ).toBe('draft');
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: stranger.token })).body.data).toEqual([
      { packageId: 'basis', credits: 1 },
    ]);
  });

  it('a Premium ad is featured for its whole runtime from publishing; a Basis ad is not featured', async () => {
    const premium = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body
      .data as Ad;
    await upload(server.app, owner.token, premium.id, await phonePhoto());
    await grant(owner.id, 1, 'premium');
    const featured = (
      await call(server.app, 'POST', `/api/ads/${premium.id}/publish`, {
        token: owner.token,
        body: { packageId: 'premium' },
      })
    ).body.data as Ad;
    expect(featured.featuredUntil).not.toBeNull();
    expect(featured.featuredUntil).toBe(featured.expiresAt);
    const basis = await createPublished(owner.token, owner.id);
    expect(basis.featuredUntil).toBeNull();
  });

  it('an expired ad leaves the public list', async () => {
    const live = await createPublished(owner.token, owner.id, { title: 'Bald abgelaufene Wohnung' });
    const listed = async () =>
      ((await call(server.app, 'GET', '/api/ads?q=bald')).body.data as AdPage).items.map((a) => a.id);
    expect(await listed()).toContain(live.id);
    server.clock.advance(31 * 86_400_000);
    try {
      expect((await call(server.app, 'GET', `/api/ads/${live.id}`)).status).toBe(410);
      expect(((await call(server.app, 'GET', '/api/ads?q=abgelaufene')).body.data as AdPage).total).toBe(0);
      expect(await server.services.ads.expireDue()).toBeGreaterThanOrEqual(1);
      // The hourly job's expiry reaches a list visitors had just loaded (kept for up to 30 s) at once.
      expect(await listed()).not.toContain(live.id);
      expect(
        ((await call(server.app, 'GET', `/api/ads/${live.id}`, { token: owner.token })).body.data as Ad).status,
      ).toBe('expired');
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});

describe('moderation', () => {
  it('with moderation on, publishing waits for approval; reject refunds the credit with a reason', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const user = await signUp(moderated, 'mod@example.de');
      const adminTok = await adminToken(moderated);
      await moderated.services.uow.repos.ledger.append({
        userId: user.id,
        packageId: 'basis',
        amount: 2,
        reason: 'grant',
      });
      const make = async () => {
        const ad = (await call(moderated.app, 'POST', '/api/ads', { token: user.token, body: validAd() })).body
          .data as Ad;
        await upload(moderated.app, user.token, ad.id, await phonePhoto());
        return (await call(moderated.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} })).body
          .data as Ad;
      };
      const a = await make();
      const b = await make();
      expect(a.status).toBe('pending');
      expect((await call(moderated.app, 'GET', `/api/ads/${a.id}`)).status).toBe(404);
      const queue = (await call(moderated.app, 'GET', '/api/admin/ads', { token: adminTok })).body.data as Ad[];
      expect(queue.map((x) => x.id)).toEqual([a.id, b.id]);

      const approved = await call(moderated.app, 'POST', `/api/admin/ads/${a.id}/approve`, { token: adminTok });
      expect((approved.body.data as Ad).status).toBe('active');
      expect((await call(moderated.app, 'GET', `/api/ads/${a.id}`)).status).toBe(200);

      const noReason = await call(moderated.app, 'POST', `/api/admin/ads/${b.id}/reject`, {
        token: adminTok,
        body: { reason: ' ' },
      });
      expect(noReason.status).toBe(400);
      const rejected = await call(moderated.app, 'POST', `/api/admin/ads/${b.id}/reject`, {
        token: adminTok,
        body: { reason: 'Bitte echte Fotos der Wohnung verwenden.' },
      });
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Bitte echte Fotos der Wohnung verwenden.',
      });
      expect((await call(moderated.app, 'GET', '/api/ads/credits', { token: user.token })).body.data).toEqual([
        { packageId: 'basis', credits: 1 },
      ]);
      expect((await call(moderated.app, 'POST', `/api/admin/ads/${b.id}/approve`, { token: adminTok })).status).toBe(
        409,
      );
      // While it waits for review the seller cannot change it. Once rejected, an edited first version is a draft again
      // (publishing it again needs a credit: the rejection refunded its own), without the old reason.
      const waiting = await make();
      expect(waiting.status).toBe('pending');
      expect(
        (await call(moderated.app, 'PATCH', `/api/ads/${waiting.id}`, { token: user.token, body: { floor: 4 } })).body
          .error,
      ).toBe('CONFLICT');
      const edited = await call(moderated.app, 'PATCH', `/api/ads/${b.id}`, {
        token: user.token,
        body: { title: 'Wohnung mit echten Fotos' },
      });
      expect(edited.body.data).toMatchObject({
        status: 'draft',
        rejectionReason: null,
        title: 'Wohnung mit echten Fotos',
      });
    } finally {
      await moderated.close();
    }
  });
  it('with moderation on, a live ad’s commission, amounts and seller go back to review; its facts do not', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const user = await signUp(moderated, 'amounts@example.de');
      const adminTok = await adminToken(moderated);
      await moderated.services.uow.repos.ledger.append({
        userId: user.id,
        packageId: 'basis',
        amount: 2,
        reason: 'grant',
      });
      const live = async (body: Record<string, unknown>) => {
        const created = await call(moderated.app, 'POST', '/api/ads', { token: user.token, body: validAd(body) });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const ad = created.body.data as Ad;
        await upload(moderated.app, user.token, ad.id, await phonePhoto());
        await call(moderated.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} });
        expect((await call(moderated.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: adminTok })).status).toBe(
          200,
        );
        return ad.id;
      };
      const statusAfter = async (id: string, change: Record<string, unknown>) => {
        const edited = await call(moderated.app, 'PATCH', `/api/ads/${id}`, { token: user.token, body: change });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        const status = (edited.body.data as Ad).status;
        const visible = (await call(moderated.app, 'GET', `/api/ads/${id}`)).status;
        // Back to live for the next change.
        if (status === 'pending')
          await call(moderated.app, 'POST', `/api/admin/ads/${id}/approve`, { token: adminTok });
        return [status, visible];
      };
      const rent = await live({
        commissionFree: false,
        commission: '2 Kaltmieten',
        serviceChargeCents: 20000,
        heatingCostCents: 8000,
        depositCents: 300000,
      });
      const reviewed = [
        { commission: 'Vorab per Western Union: 2 Kaltmieten' },
        { commissionFree: true, commission: null },
        { serviceChargeCents: 29000 },
        { heatingCostCents: 9000 },
        { heatingIncluded: true, heatingCostCents: null },
        { depositCents: 375000 },
      ];
      for (const change of reviewed)
        expect([JSON.stringify(change), ...(await statusAfter(rent, change))]).toEqual([
          JSON.stringify(change),
          'pending',
          404,
        ]);
      const sale = await live({
        category: 'apartment_buy',
        priceCents: 39_000_000,
        hoaFeeCents: 30000,
        parkingPriceCents: 2_000_000,
      });
      for (const change of [{ hoaFeeCents: 45000 }, { parkingPriceCents: 2_500_000 }]) {
        expect([JSON.stringify(change), ...(await statusAfter(sale, change))]).toEqual([
          JSON.stringify(change),
          'pending',
          404,
        ]);
      }
      // Facts without the seller's words stay live.
      for (const change of [{ rooms: 4 }, { floor: 3 }, { features: ['balcony'] }]) {
        expect([JSON.stringify(change), ...(await statusAfter(rent, change))]).toEqual([
          JSON.stringify(change),
          'active',
          200,
        ]);
      }
    } finally {
      await moderated.close();
    }
  });
});

describe('a published ad’s photos', () => {
  it('a published ad keeps at least one image', async () => {
    const user = await signUp(server, 'lastphoto@example.de');
    await server.services.uow.repos.ledger.append({ userId: user.id, packageId: 'basis', amount: 1, reason: 'grant' });
    const ad = (await call(server.app, 'POST', '/api/ads', { token: user.token, body: validAd() })).body.data as Ad;
    const withPhoto = (await upload(server.app, user.token, ad.id, await phonePhoto())).body.data as Ad;
    await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} });
    const remove = (imageId: string) =>
      call(server.app, 'DELETE', `/api/ads/${ad.id}/images/${imageId}`, { token: user.token });
    const removed = await remove(withPhoto.images[0]!.id);
    expect([removed.status, removed.body.error]).toEqual([409, 'CONFLICT']);
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`)).body.data as Ad).images).toHaveLength(1);
    // An image it does not have is simply not found.
    const elsewhere = (await call(server.app, 'POST', '/api/ads', { token: user.token, body: validAd() })).body
      .data as Ad;
    const notItsOwn = ((await upload(server.app, user.token, elsewhere.id, await phonePhoto())).body.data as Ad)
      .images[0]!;
    expect((await remove(notItsOwn.id)).status).toBe(404);
    // With a second photo, the first may go.
    const two = (await upload(server.app, user.token, ad.id, await phonePhoto())).body.data as Ad;
    expect(((await remove(withPhoto.images[0]!.id)).body.data as Ad).images.map((i) => i.id)).toEqual([
      two.images[1]!.id,
    ]);
    expect((await remove(two.images[1]!.id)).status).toBe(409);
  });
});

describe('search', () => {
  let searchServer: TestServer;
  beforeAll(async () => {
    // The shipped limit of new ads per day (the other tests' servers lift it).
    searchServer = await startTestServer({
      seedDemoData: true,
      quotas: { draftsPerDay: 20, uploadsPerMinute: 1000, messagesPerTenMinutes: 1000, conversationsPerDay: 1000 },
    });
  }, 120_000);
  afterAll(() => searchServer.close());

  it('a demo user creates and publishes an ad on the first day: the 20 seeded ads were made before today', async () => {
    const login = await call(searchServer.app, 'POST', '/api/auth/login', {
      body: { email: 'erika@inserat.local', password: 'inserat-demo-2026' },
    });
    const token = (login.body.data as { accessToken: string }).accessToken;
    const draft = await call(searchServer.app, 'POST', '/api/ads', {
      token,
      body: validAd({ title: 'Erikas erste eigene Anzeige' }),
    });
    expect([draft.status, draft.body.error]).toEqual([201, undefined]);
    const id = (draft.body.data as Ad).id;
    expect((await upload(searchServer.app, token, id, await phonePhoto())).status).toBe(200);
    const published = await call(searchServer.app, 'POST', `/api/ads/${id}/publish`, { token, body: {} });
    expect([published.status, (published.body.data as Ad).status]).toEqual([200, 'active']);
    await call(searchServer.app, 'DELETE', `/api/ads/${id}`, { token });
  });

  async function page(query: string): Promise<AdPage> {
    const { status, body } = await call(searchServer.app, 'GET', `/api/ads?${query}`);
    expect(status).toBe(200);
    return body.data as AdPage;
  }

  it('lists the seeded ads, newest first, with a total', async () => {
    const first = await page('limit=5');
    expect(first.total).toBe(DEMO_AD_COUNT + CURATED_DEMO_ADS.length);
    expect(first.items).toHaveLength(5);
    const dates = first.items.map((a) => Date.parse(a.publishedAt!));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
  });

  it('walks every page by keyset cursor without gaps or repeats, for each sort', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: Ad[] = [];
      let cursor: string | null = null;
      do {
        const p: AdPage = await page(`sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...p.items);
        cursor = p.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(DEMO_AD_COUNT + CURATED_DEMO_ADS.length);
      expect(new Set(seen.map((a) => a.id)).size).toBe(DEMO_AD_COUNT + CURATED_DEMO_ADS.length);
      if (sort !== 'newest') {
        const prices = seen.map((a) => a.priceCents ?? (sort === 'price_asc' ? Infinity : -Infinity));
        const sorted = [...prices].sort((x, y) => (sort === 'price_asc' ? x - y : y - x));
        expect(prices).toEqual(sorted);
      }
    }
  });

  it('finds German word forms (stemming): "Wohnungen" finds "Wohnung"', async () => {
    const result = await page('q=Wohnungen&limit=50');
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((a) => /wohnung/i.test(`${a.title} ${a.description}`))).toBe(true);
  });

  it('filters by category, city, postal code prefix, price, rooms and area', async () => {
    const filtered = await page('category=apartment_rent&minRooms=2&minArea=60&maxPrice=500000&limit=50');
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const a of filtered.items) {
      expect(a.category).toBe('apartment_rent');
      expect(a.rooms).toBeGreaterThanOrEqual(2);
      expect(a.livingArea).toBeGreaterThanOrEqual(60);
      expect(a.priceCents).toBeLessThanOrEqual(500000);
    }
    const berlin = await page('city=berlin&limit=50');
    expect(berlin.items.length).toBeGreaterThan(0);
    expect(berlin.items.every((a) => a.city === 'Berlin')).toBe(true);
    const postal = await page('postalCode=80&limit=50');
    expect(postal.items.every((a) => a.postalCode.startsWith('80'))).toBe(true);
  });

  it('refuses a forged cursor and bad filters with 400', async () => {
    expect((await call(searchServer.app, 'GET', '/api/ads?cursor=not-a-cursor')).body.error).toBe('VALIDATION_FAILED');
    expect((await call(searchServer.app, 'GET', '/api/ads?category=castle')).status).toBe(400);
    expect((await call(searchServer.app, 'GET', '/api/ads?limit=1000')).status).toBe(400);
    expect((await call(searchServer.app, 'GET', '/api/ads?q=%27%3B%20drop%20table%20ads%3B--')).status).toBe(200);
  });
});

describe('the public list stays true while cached', () => {
  it('publishing, editing, archiving and deleting show up at once', async () => {
    const user = await signUp(server, 'cache@example.de');
    await grant(user.id, 2);
    const list = async () =>
      ((await call(server.app, 'GET', '/api/ads?q=Kutscherhaus')).body.data as AdPage).items.map((a) => a.title);
    expect(await list()).toEqual([]);
    const ad = (
      await call(server.app, 'POST', '/api/ads', {
        token: user.token,
        body: validAd({ title: 'Kutscherhaus im Hinterhof' }),
      })
    ).body.data as Ad;
    await upload(server.app, user.token, ad.id, await phonePhoto());
    expect(await list()).toEqual([]);
    await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} });
    expect(await list()).toEqual(['Kutscherhaus im Hinterhof']);
    await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: user.token,
      body: { title: 'Kutscherhaus mit Garten' },
    });
    expect(await list()).toEqual(['Kutscherhaus mit Garten']);
    await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: user.token, body: { status: 'archived' } });
    expect(await list()).toEqual([]);
    const second = await createPublished(user.token, user.id, { title: 'Kutscherhaus zwei' });
    expect(await list()).toEqual(['Kutscherhaus zwei']);
    await call(server.app, 'DELETE', `/api/ads/${second.id}`, { token: user.token });
    expect(await list()).toEqual([]);
  });

  it("deleting an account takes the person's ads off the list at once", async () => {
    const user = await signUp(server, 'leaving-cache@example.de');
    await createPublished(user.token, user.id, { title: 'Remise am Stadtrand' });
    const list = async () => ((await call(server.app, 'GET', '/api/ads?q=Remise')).body.data as AdPage).total;
    expect(await list()).toBe(1);
    await call(server.app, 'DELETE', '/api/user/profile', {
      token: user.token,
      body: { password: 'secret-password-1' },
    });
    expect(await list()).toBe(0);
  });
});
