import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/domain/ad';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/**
 * Images in an S3-compatible object store (issue 15), through the real AWS SDK against a local S3 server (s3rver):
 * staged, published once the row commits, streamed or served from a public address, removed, and swept.
 */
let s3rver: S3rver;
let directory: string;
let endpoint: string;
let server: TestServer;
let token: string;
let photo: Buffer;
const BUCKET = 'inserat-images';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3: S3Client;

async function keys(prefix = ''): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

function s3Env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    ...extra,
  };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'inserat-s3rver-'));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  s3 = new S3Client({
    endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  server = await startTestServer({}, s3Env());
  token = (await signUp(server, 'objekte@example.de')).token;
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#406080' } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(async () => {
  await server?.close();
  s3.destroy();
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('images in object storage', () => {
  it('an upload is staged, published once its row commits, and streamed through the server: to its owner by a private link while a draft', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string };
    const res = await upload(server.app, token, ad.id, photo);
    expect(res.status).toBe(200);
    const [image] = (res.body.data as { images: { url: string }[] }).images;
    const link = new RegExp(`^/api/uploads/private/\\d{13}/[\\w-]{32}/(ads/${ad.id}/[0-9a-f-]{36})$`).exec(image!.url);
    expect(link, image!.url).not.toBeNull();
    const stored = link![1]!;
    expect(await keys(`ads/${ad.id}/`)).toEqual([
      `${stored}-1280.webp`,
      `${stored}-320.webp`,
      `${stored}-640.webp`,
      `${stored}-828.webp`,
    ]);
    expect(await keys('staging/')).toEqual([]);
    const served = await server.app.inject({ url: `${image!.url}-640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    expect((await server.app.inject({ url: `${image!.url}-999.webp` })).statusCode).toBe(404);
    // The draft's photo has no public address.
    expect((await server.app.inject({ url: `/api/uploads/${stored}-640.webp` })).statusCode).toBe(404);
    // The work after the upload (reading text in the photo) reads one size back, as on disk.
    expect((await sharp((await server.services.images.bytesOf(stored, 1280))!).metadata()).width).toBe(800);
    expect(await server.services.images.bytesOf(`ads/${ad.id}/missing`, 1280)).toBeNull();
    expect((await server.app.inject({ url: '/api/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('deleting the image or the ad removes its objects', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string };
    const first = ((await upload(server.app, token, ad.id, photo)).body.data as { images: { id: string }[] })
      .images[0]!;
    await upload(server.app, token, ad.id, photo);
    expect(await keys(`ads/${ad.id}/`)).toHaveLength(2 * IMAGE_WIDTHS.length);
    expect((await call(server.app, 'DELETE', `/api/ads/${ad.id}/images/${first.id}`, { token })).status).toBe(200);
    expect(await keys(`ads/${ad.id}/`)).toHaveLength(IMAGE_WIDTHS.length);
    expect((await call(server.app, 'DELETE', `/api/ads/${ad.id}`, { token })).status).toBe(200);
    expect(await keys(`ads/${ad.id}/`)).toEqual([]);
  });

  it('the orphan sweep publishes staged images whose row committed at once, and removes objects without a row once they are an hour old', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string };
    const { images, uow } = server.services;
    // A crash after the row committed, before publishing; and a crash before the row was written.
    const committed = await images.store(ad.id, photo);
    await uow.repos.ads.addImage(
      ad.id,
      { storageKey: committed.key, width: committed.width, height: committed.height, widths: committed.widths },
      30,
    );
    const orphan = await images.store(ad.id, photo);
    // A public object whose ad is long gone.
    await s3.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'ads/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001-640.webp',
        Body: Buffer.from('x'),
      }),
    );

    // The committed image is public after the first sweep (the one at start-up), not an hour later.
    expect(await server.services.ads.imageSweeper.sweep()).toMatchObject({ published: 1, removed: 0 });
    expect(await keys(`ads/${ad.id}/`)).toContain(`${committed.key}-640.webp`);
    server.clock.advance(2 * 3_600_000);
    expect(await server.services.ads.imageSweeper.sweep()).toMatchObject({ published: 0, removed: 2 });
    expect(await keys(`ads/${ad.id}/`)).toEqual([
      `${committed.key}-1280.webp`,
      `${committed.key}-320.webp`,
      `${committed.key}-640.webp`,
      `${committed.key}-828.webp`,
    ]);
    expect((await keys('staging/')).some((k) => k.includes(orphan.key))).toBe(false);
    expect(await keys('ads/00000000-0000-4000-8000-000000000000/')).toEqual([]);
  });

  it('ready while the store answers; not ready while it does not', async () => {
    const ready = await server.app.inject({ url: '/api/ready' });
    expect(ready.json()).toMatchObject({ data: { checks: { database: 'ok', objectStorage: 'ok' } } });
    const broken = await startTestServer({}, s3Env({ S3_ENDPOINT: 'http://127.0.0.1:9' }));
    try {
      const answer = await broken.app.inject({ url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(/objectStorage/);
    } finally {
      await broken.close();
    }
  });

  it('with S3_PUBLIC_URL the images are addressed there (a CDN), and the page may load them', async () => {
    const cdn = await startTestServer({}, s3Env({ S3_PUBLIC_URL: 'https://cdn.inserat.example/images/' }));
    try {
      const owner = await signUp(cdn, 'cdn@example.de');
      const ad = (await call(cdn.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as {
        id: string;
      };
      const [image] = ((await upload(cdn.app, owner.token, ad.id, photo)).body.data as { images: { url: string }[] })
        .images;
      expect(image!.url).toMatch(new RegExp(`^https://cdn\\.inserat\\.example/images/ads/${ad.id}/`));
      const csp = (await cdn.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
      expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.inserat\.example/);
    } finally {
      await cdn.close();
    }
  });
});
