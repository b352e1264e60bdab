import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';
import { phonePhoto } from './adsFixtures';

// An ad's photos: uploaded, turned upright, stripped of their metadata, ordered, and served as they should be.
let server: TestServer;
let owner: { token: string; id: string };
let other: { token: string; id: string };

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'owner@example.de');
  other = await signUp(server, 'other@example.de');
});
afterAll(() => server.close());

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
