import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/** Two writes on one ad at the same moment: the loser is told 404 or 409; nothing answers 5xx. */
let server: TestServer;
let token: string;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server, 'racer@example.de')).token;
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => server.close());

async function newAd(): Promise<string> {
  return ((await call(server.app, 'POST', '/api/ads', { token, body: validAd() })).body.data as { id: string }).id;
}

describe('races between writes on one ad', () => {
  it('an upload while the ad is being deleted answers 200, 404 or 409, and leaves no image row without its ad', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await newAd();
      const [uploaded, deleted] = await Promise.all([
        upload(server.app, token, id, photo),
        call(server.app, 'DELETE', `/api/ads/${id}`, { token }),
      ]);
      expect([200, 404, 409]).toContain(uploaded.status);
      expect(deleted.status).toBe(200);
      expect((await call(server.app, 'GET', `/api/ads/${id}`, { token })).status).toBe(404);
    }
  });

  it('an ad deleted while its photo is converted: the upload answers 404 and no file of the photo stays behind', async () => {
    const id = await newAd();
    const images = server.services.images;
    const store = images.store.bind(images);
    // The delete lands exactly between the conversion and the upload's transaction.
    const deletedMeanwhile = vi.spyOn(images, 'store').mockImplementationOnce(async (adId, file) => {
      const stored = await store(adId, file);
      expect((await call(server.app, 'DELETE', `/api/ads/${id}`, { token })).status).toBe(200);
      return stored;
    });
    try {
      const uploaded = await upload(server.app, token, id, photo);
      expect(uploaded.status).toBe(404);
      expect(uploaded.body.message).toBe('Ad not found');
    } finally {
      deletedMeanwhile.mockRestore();
    }
    const files = (await readdir(server.dataDir, { recursive: true })).filter(
      (file) => file.includes(id) && file.endsWith('.webp'),
    );
    expect(files).toEqual([]);
  });

  it('an edit, a publish and an image change while the ad is being deleted answer 404 or 409, never 5xx', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await newAd();
      const answers = await Promise.all([
        call(server.app, 'PATCH', `/api/ads/${id}`, { token, body: { title: 'Neuer Titel der Anzeige' } }),
        call(server.app, 'DELETE', `/api/ads/${id}`, { token }),
        call(server.app, 'PATCH', `/api/ads/${id}`, { token, body: { status: 'archived' } }),
        call(server.app, 'POST', `/api/ads/${id}/publish`, { token }),
        call(server.app, 'PUT', `/api/ads/${id}/images/order`, { token, body: { imageIds: [] } }),
      ]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    }
  });
});
