import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/** Quotas (issue 11): drafts per day, uploads per minute, the package's image limit under concurrency, strict input. */
let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer({
    quotas: { draftsPerDay: 3, uploadsPerMinute: 1000, messagesPerTenMinutes: 1000, conversationsPerDay: 1000 },
  });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

/** A PNG whose header claims width × height pixels: a few bytes that would decode to hundreds of megabytes. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const newAd = async (token: string) => call(server.app, 'POST', '/api/ads', { token, body: validAd() });

describe('quotas', () => {
  it('at most QUOTA_ADS_PER_DAY new ads per account in 24 hours, with a clear 429; the next day works again', async () => {
    const { token } = await signUp(server, 'drafter@example.de');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await newAd(token)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    server.clock.advance(3_600_000);
    const refused = await newAd(token);
    expect(refused.body).toMatchObject({
      error: 'AD_QUOTA_REACHED',
      message: 'At most 3 new ads per day; the next one is possible in 23 hours',
    });
    // When the oldest of the three is a day old: 23 hours from now (less the seconds the test took since it was made).
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    server.clock.advance(-3_600_000);
    expect((await newAd((await signUp(server, 'other-drafter@example.de')).token)).status).toBe(201);
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await newAd(token)).status).toBe(201);
    } finally {
      server.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
  });

  it('45 concurrent uploads to a draft store exactly the largest package limit (30); the rest are refused', async () => {
    const { token } = await signUp(server, 'flood@example.de');
    const ad = (await newAd(token)).body.data as Ad;
    // One account converts two at a time (the rest: 429, "one after the other"), and the image line answers part of a
    // burst 503; like a browser, send those again.
    let outcomes: number[] = [];
    let batch = 45;
    while (batch > 0) {
      const answers = await Promise.all(Array.from({ length: batch }, () => upload(server.app, token, ad.id, photo)));
      outcomes = [...outcomes, ...answers.map((a) => a.status).filter((s) => s !== 503 && s !== 429)];
      batch = answers.filter((a) => a.status === 503 || a.status === 429).length;
    }
    expect(outcomes.filter((s) => s === 200)).toHaveLength(30);
    expect(outcomes.filter((s) => s === 400)).toHaveLength(15);
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token })).body.data as Ad).images).toHaveLength(30);
  });

  it("a published Basis ad is held to Basis' 10 images, and a full ad says so before reading the file", async () => {
    const seller = await signUp(server, 'basis@example.de');
    await server.services.uow.repos.ledger.append({
      userId: seller.id,
      packageId: 'basis',
      amount: 1,
      reason: 'grant',
    });
    const ad = (await newAd(seller.token)).body.data as Ad;
    for (let i = 0; i < 10; i++) expect((await upload(server.app, seller.token, ad.id, photo)).status).toBe(200);
    expect(
      (
        await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, {
          token: seller.token,
          body: { packageId: 'basis' },
        })
      ).status,
    ).toBe(200);
    const eleventh = await upload(server.app, seller.token, ad.id, photo);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.errors?.[0]).toMatchObject({
      field: 'images',
      code: 'too_long',
      message: 'An ad can have at most 10 images',
    });
    // A full ad says so before the file is read: the seller learns what stops them, not that a file is unreadable.
    const notAnImage = await upload(
      server.app,
      seller.token,
      ad.id,
      Buffer.from('Grundriss folgt'),
      'grundriss.txt',
      'text/plain',
    );
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.errors?.[0]).toMatchObject({ field: 'images', code: 'too_long' });
  });

  it('without a chosen package, publishing spends the cheapest credit whose image limit the ad fits; a package too small is refused', async () => {
    const seller = await signUp(server, 'zwoelf-fotos@example.de');
    for (const packageId of ['plus', 'basis', 'premium']) {
      await server.services.uow.repos.ledger.append({ userId: seller.id, packageId, amount: 1, reason: 'grant' });
    }
    const credits = async () =>
      (await call(server.app, 'GET', '/api/ads/credits', { token: seller.token })).body.data as { packageId: string }[];
    const publish = (id: string, body: object) =>
      call(server.app, 'POST', `/api/ads/${id}/publish`, { token: seller.token, body });

    const large = (await newAd(seller.token)).body.data as Ad;
    for (let i = 0; i < 12; i++) expect((await upload(server.app, seller.token, large.id, photo)).status).toBe(200);
    const tooSmall = await publish(large.id, { packageId: 'basis' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toEqual([
      expect.objectContaining({
        field: 'images',
        code: 'too_long',
        message: 'The Basic package allows at most 10 images',
      }),
    ]);
    expect((await credits()).map((c) => c.packageId).sort()).toEqual(['basis', 'plus', 'premium']);
    // Basis is cheapest but holds 10 photos: Plus is the cheapest that fits 12.
    expect((await publish(large.id, {})).status).toBe(200);
    expect((await credits()).map((c) => c.packageId).sort()).toEqual(['basis', 'premium']);

    // Exactly Basis' 10 photos: Basis.
    const small = (await newAd(seller.token)).body.data as Ad;
    for (let i = 0; i < 10; i++) expect((await upload(server.app, seller.token, small.id, photo)).status).toBe(200);
    expect((await publish(small.id, {})).status).toBe(200);
    expect((await credits()).map((c) => c.packageId)).toEqual(['premium']);
  });

  it('without a choice the cheapest credit goes first, whatever order the credits came in; at the same price the package listed first', async () => {
    const seller = await signUp(server, 'sparfuchs@example.de');
    const offer = (id: string, sortOrder: number) => ({
      id,
      nameDe: `Aktion ${id}`,
      nameEn: `Offer ${id}`,
      descriptionDe: 'Aktionspaket',
      descriptionEn: 'Offer',
      priceCents: 990,
      currency: 'EUR',
      adCredits: 1,
      durationDays: 30,
      featured: false,
      maxImages: 10,
      active: true,
      sortOrder,
    });
    // Cheaper than Basis but listed after it; two at one price, listed in the order their names do not suggest.
    await server.services.uow.repos.packages.upsert(offer('aktion-a', 99));
    await server.services.uow.repos.packages.upsert(offer('aktion-b', 98));
    for (const packageId of ['premium', 'aktion-a', 'basis', 'aktion-b']) {
      await server.services.uow.repos.ledger.append({ userId: seller.id, packageId, amount: 1, reason: 'grant' });
    }
    const spent: string[] = [];
    for (let i = 0; i < 3; i++) {
      const ad = (await newAd(seller.token)).body.data as Ad;
      expect((await upload(server.app, seller.token, ad.id, photo)).status).toBe(200);
      spent.push(
        ((await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: seller.token })).body.data as Ad)
          .packageId!,
      );
    }
    expect(spent).toEqual(['aktion-b', 'aktion-a', 'basis']);
  });

  it('uploads per account and minute are limited, naming the limit; other accounts upload on', async () => {
    const limited = await startTestServer({
      quotas: { draftsPerDay: 100, uploadsPerMinute: 2, messagesPerTenMinutes: 1000, conversationsPerDay: 1000 },
    });
    try {
      const { token } = await signUp(limited, 'quick@example.de');
      const ad = (await call(limited.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as Ad;
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await upload(limited.app, token, ad.id, photo));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body.error).toBe('UPLOAD_QUOTA_REACHED');
      expect(answers[2]!.body.message).toContain('2');
      // The count is the account's: someone else uploading in the same minute is not held up.
      const other = await signUp(limited, 'other-uploader@example.de');
      const otherAd = (await call(limited.app, 'POST', '/api/ads', { token: other.token, body: validAd() })).body
        .data as Ad;
      expect((await upload(limited.app, other.token, otherAd.id, photo)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('an image claiming more than 40 megapixels is refused with IMAGE_TOO_LARGE before it is decoded', async () => {
    const { token } = await signUp(server, 'bomb@example.de');
    const ad = (await newAd(token)).body.data as Ad;
    const bomb = claimedPng(8000, 6000); // 48 MP in under 100 bytes
    const answer = await upload(server.app, token, ad.id, bomb, 'bomb.png', 'image/png');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('IMAGE_TOO_LARGE');
    expect(answer.body.errors?.[0]).toMatchObject({ field: 'images' });
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token })).body.data as Ad).images).toHaveLength(0);
  });

  it('a burst of uploads from many accounts waits in a short line: the rest get 503 with Retry-After, never a 500, and nothing half-stored', async () => {
    const big = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#a0b0c0' } })
      .jpeg()
      .toBuffer();
    const sellers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const { token } = await signUp(server, `burst-${i}@example.de`);
        return { token, ad: ((await newAd(token)).body.data as Ad).id };
      }),
    );
    const answers = await Promise.all(
      sellers.flatMap(({ token, ad }) => [upload(server.app, token, ad, big), upload(server.app, token, ad, big)]),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.response.headers['retry-after'] !== undefined && a.body.error === 'UNAVAILABLE')).toBe(
      true,
    );
    // Each accepted upload is one image of its ad; once the line is gone, uploads are taken again.
    const stored = await Promise.all(
      sellers.map(
        async ({ token, ad }) =>
          ((await call(server.app, 'GET', `/api/ads/${ad}`, { token })).body.data as Ad).images.length,
      ),
    );
    expect(stored.reduce((a, b) => a + b, 0)).toBe(statuses.filter((s) => s === 200).length);
    expect((await upload(server.app, sellers[0]!.token, sellers[0]!.ad, photo)).status).toBe(200);
  });

  it("one account's flood of huge images cannot fill the line: two at a time, a budget of megapixels; a bystander's photo goes through", async () => {
    const attacker = await signUp(server, 'pixelflut@example.de');
    const ads = await Promise.all(
      Array.from({ length: 3 }, async () => ((await newAd(attacker.token)).body.data as Ad).id),
    );
    // 6300 × 6300 pixels in one bit each: a few kilobytes that decode to 40 megapixels.
    const huge = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    const bystander = await signUp(server, 'nebenan@example.de');
    const theirs = ((await newAd(bystander.token)).body.data as Ad).id;
    const flood = Array.from({ length: 24 }, (_, i) =>
      upload(server.app, attacker.token, ads[i % ads.length]!, huge, 'flut.png', 'image/png'),
    );
    const [answers, mine] = await Promise.all([Promise.all(flood), upload(server.app, bystander.token, theirs, photo)]);
    expect(mine.status).toBe(200);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(18);
    expect(
      refused.every((a) => a.body.error === 'UPLOAD_QUOTA_REACHED' && a.response.headers['retry-after'] !== undefined),
    ).toBe(true);
    expect(answers.filter((a) => a.status === 503)).toEqual([]);
  }, 120_000);

  it('hidden extra data in the energy certificate is refused, naming the field', async () => {
    const { token } = await signUp(server, 'hidden@example.de');
    const certificate = { type: 'demand', kwhPerSqmYear: 120, carrier: 'gas', efficiencyClass: 'D' };
    expect(
      (await call(server.app, 'POST', '/api/ads', { token, body: validAd({ energyCertificate: certificate }) })).status,
    ).toBe(201);
    const answer = await call(server.app, 'POST', '/api/ads', {
      token,
      body: validAd({ energyCertificate: { ...certificate, payload: 'x'.repeat(1000) } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.field).toMatch(/^energyCertificate/);
  });
});
