import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/** Files a crash left behind: finished when their row exists, removed when it does not, once they are an hour old. */
let server: TestServer;
let token: string;
let photo: Buffer;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server, 'sweep@example.de')).token;
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c08040' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

async function files(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        found.push(`${path.relative(root, full)}/`);
        await walk(full);
      } else found.push(path.relative(root, full));
    }
  };
  await walk(root);
  return found.sort();
}

async function age(root: string, ms: number) {
  const past = new Date(Date.now() - ms);
  for (const f of await files(root)) await utimes(path.join(root, f), past, past);
}

describe('the orphan sweep', () => {
  it('an upload is public only once its row is committed: the response URLs exist and nothing is left in staging', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string };
    const res = await upload(server.app, token, ad.id, photo);
    expect(res.status).toBe(200);
    const [image] = (res.body.data as { images: { url: string }[] }).images;
    expect((await server.app.inject({ url: `${image!.url}-640.webp` })).statusCode).toBe(200);
    expect((await files(path.join(server.dataDir, 'staging'))).filter((f) => f.endsWith('.webp'))).toEqual([]);
  });

  it('finishes staged files whose row exists, removes files and folders without a row, and leaves young files alone', async () => {
    const uploads = path.join(server.dataDir, 'uploads');
    const staging = path.join(server.dataDir, 'staging');
    const ad = (await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string };
    // An image that went through as it should: public and referenced, nothing to finish.
    const settled = (await upload(server.app, token, ad.id, photo)).body.data as { images: { url: string }[] };

    // A crash after the row committed, before the files were published:
    const committed = await server.services.images.store(ad.id, photo);
    await server.services.uow.repos.ads.addImage(
      ad.id,
      { storageKey: committed.key, width: committed.width, height: committed.height, widths: committed.widths },
      30,
    );
    // A crash before the row was written:
    const unreferenced = await server.services.images.store(ad.id, photo);
    // Public files whose ad is gone, and an empty folder of a deleted ad:
    await mkdir(path.join(uploads, 'ads/00000000-0000-4000-8000-000000000001'), { recursive: true });
    await writeFile(path.join(uploads, 'ads/00000000-0000-4000-8000-000000000001/dead-320.webp'), 'x');
    await mkdir(path.join(uploads, 'ads/00000000-0000-4000-8000-000000000002'), { recursive: true });
    await age(uploads, 2 * HOUR);
    await age(staging, 2 * HOUR);
    // ...and one staged upload that is still in progress (young).
    const young = await server.services.images.store(ad.id, photo);

    const result = await server.services.ads.imageSweeper.sweep();
    expect(result).toMatchObject({ published: 1, removed: 2 });

    const publicFiles = await files(uploads);
    expect(publicFiles).toContain(`${committed.key}-640.webp`);
    expect(publicFiles.some((f) => f.startsWith(unreferenced.key))).toBe(false);
    expect(publicFiles).not.toContain('ads/00000000-0000-4000-8000-000000000001/dead-320.webp');
    expect(publicFiles).not.toContain('ads/00000000-0000-4000-8000-000000000002/');
    // The folder this sweep emptied changed just now; it goes once it is an hour old, as folders of uploads do.
    expect(publicFiles).toContain('ads/00000000-0000-4000-8000-000000000001/');
    await age(uploads, 2 * HOUR);
    await server.services.ads.imageSweeper.sweep();
    expect(await files(uploads)).not.toContain('ads/00000000-0000-4000-8000-000000000001/');
    const staged = await files(staging);
    expect(staged).toContain(`${young.key}-640.webp`);
    expect(staged.some((f) => f.startsWith(unreferenced.key) || f.startsWith(committed.key))).toBe(false);
    // The published image is served, and so is the one that needed nothing.
    expect(
      (await server.app.inject({ url: `${server.services.images.privateUrl(committed.key)}-320.webp` })).statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: `${settled.images[0]!.url}-320.webp` })).statusCode).toBe(200);
  });

  it('after kill -9 between commit and publish, the sweep at start-up publishes the image at once (no 404 until it is an hour old)', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string };
    const committed = await server.services.images.store(ad.id, photo);
    await server.services.uow.repos.ads.addImage(
      ad.id,
      { storageKey: committed.key, width: committed.width, height: committed.height, widths: committed.widths },
      30,
    );
    const running = await server.services.images.store(ad.id, photo);
    expect(
      (await server.app.inject({ url: `${server.services.images.privateUrl(committed.key)}-320.webp` })).statusCode,
    ).toBe(404);

    expect(await server.services.ads.imageSweeper.sweep()).toMatchObject({ published: 1, removed: 0 });
    expect(
      (await server.app.inject({ url: `${server.services.images.privateUrl(committed.key)}-320.webp` })).statusCode,
    ).toBe(200);
    // A young upload without its row yet may still be running: it stays staged.
    expect(await files(path.join(server.dataDir, 'staging'))).toContain(`${running.key}-640.webp`);
  });

  it('sweeps any number of files, a batch at a time: 450 left behind by a crash all go', async () => {
    const uploads = path.join(server.dataDir, 'uploads');
    const folder = path.join(uploads, 'ads/00000000-0000-4000-8000-000000000450');
    await mkdir(folder, { recursive: true });
    await Promise.all(Array.from({ length: 450 }, (_, i) => writeFile(path.join(folder, `lost-${i}-320.webp`), 'x')));
    await age(uploads, 2 * HOUR);
    expect((await server.services.ads.imageSweeper.sweep()).removed).toBe(450);
    expect((await files(uploads)).filter((f) => f.includes('lost-'))).toEqual([]);
  });
});
