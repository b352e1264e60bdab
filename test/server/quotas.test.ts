import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/** Quotas (issue 11): drafts per day, uploads per minute, the package's image limit under concurrency, strict input. */
let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer({ quotas: { draftsPerDay: 3, uploadsPerMinute: 1000 } });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0b0c0' } }).jpeg().toBuffer();
});
afterAll(() => server.close());

const newAd = async (token: string) => call(server.app, 'POST', '/api/ads', { token, body: validAd() });

describe('quotas', () => {
  it('at most QUOTA_ADS_PER_DAY new ads per account in 24 hours, with a clear 429; the next day works again', async () => {
    const { token } = await signUp(server, 'drafter@example.de');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await newAd(token)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await newAd(token);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED', message: 'At most 3 new ads per day; please continue tomorrow' });
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
    const answers = await Promise.all(Array.from({ length: 45 }, () => upload(server.app, token, ad.id, photo)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(15);
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token })).body.data as Ad).images).toHaveLength(30);
  });

  it("a published Basis ad is held to Basis' 10 images", async () => {
    const seller = await signUp(server, 'basis@example.de');
    await server.services.uow.repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 1, reason: 'grant' });
    const ad = (await newAd(seller.token)).body.data as Ad;
    for (let i = 0; i < 10; i++) expect((await upload(server.app, seller.token, ad.id, photo)).status).toBe(200);
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: seller.token, body: { packageId: 'basis' } })).status).toBe(200);
    const eleventh = await upload(server.app, seller.token, ad.id, photo);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.errors?.[0]).toMatchObject({ field: 'images', code: 'too_long' });
  });

  it('uploads per account and minute are limited', async () => {
    const limited = await startTestServer({ quotas: { draftsPerDay: 100, uploadsPerMinute: 2 } });
    try {
      const { token } = await signUp(limited, 'quick@example.de');
      const ad = (await call(limited.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as Ad;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await upload(limited.app, token, ad.id, photo)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('hidden extra data in the energy certificate is refused, naming the field', async () => {
    const { token } = await signUp(server, 'hidden@example.de');
    const certificate = { type: 'demand', kwhPerSqmYear: 120, carrier: 'gas', efficiencyClass: 'D' };
    expect((await call(server.app, 'POST', '/api/ads', { token, body: validAd({ energyCertificate: certificate }) })).status).toBe(201);
    const answer = await call(server.app, 'POST', '/api/ads', { token, body: validAd({ energyCertificate: { ...certificate, payload: 'x'.repeat(1000) } }) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.field).toMatch(/^energyCertificate/);
  });
});
