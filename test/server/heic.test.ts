import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

let server: TestServer;
let owner: { token: string; id: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'iphone@example.de');
});
afterAll(() => server.close());

describe('photos from iPhones', () => {
  /** test/fixtures/iphone.heic: a 64 × 48 HEVC-coded HEIC in #88aa66, made with libheif's heif-enc. */
  it('a HEIC photo is taken and served as WebP with its colours', async () => {
    const heic = await readFile(path.resolve(import.meta.dirname, '../fixtures/iphone.heic'));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const answer = await upload(server.app, owner.token, ad.id, heic, 'IMG_0001.HEIC', 'image/heic');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const image = (answer.body.data as Ad).images[0]!;
    expect(image).toMatchObject({ width: 64, height: 48 });
    const served = await server.app.inject({ method: 'GET', url: `${image.url}-320.webp` });
    expect(served.statusCode).toBe(200);
    const { channels } = await sharp(served.rawPayload).stats();
    for (const [channel, expected] of [
      [channels[0]!, 0x88],
      [channels[1]!, 0xaa],
      [channels[2]!, 0x66],
    ] as const)
      expect(Math.abs(channel.mean - expected)).toBeLessThan(8);
  });

  it('a file that only claims to be HEIC is refused with 415', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    const { status, body } = await upload(
      server.app,
      owner.token,
      ad.id,
      Buffer.from('%PDF-1.7 not a photo'),
      'IMG_0002.HEIC',
      'image/heic',
    );
    expect(status).toBe(415);
    expect(body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
