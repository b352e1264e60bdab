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

// Uploads under load: per account and minute, a pixel bound before decoding, a short line and a megapixel budget.
describe('upload limits', () => {
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
});
