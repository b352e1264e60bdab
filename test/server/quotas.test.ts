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
