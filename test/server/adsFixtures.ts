import sharp from 'sharp';
import type { Ad } from '../../src/domain/ad';
import { call, upload, validAd, type TestServer } from './helpers';

// What the ads tests (ads, adPhotos, adPublishing, similarAds, adModeration, adList) set up the same way.

/** A photo as a phone would send it: sideways in pixels, EXIF orientation 6, with GPS and camera data. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#8fb36b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
}

export async function grant(server: TestServer, userId: string, credits: number, packageId = 'basis') {
  await server.services.uow.repos.ledger.append({ userId, packageId, amount: credits, reason: 'grant' });
}

export async function createPublished(
  server: TestServer,
  token: string,
  userId: string,
  extra: Record<string, unknown> = {},
): Promise<Ad> {
  const created = await call(server.app, 'POST', '/api/ads', { token, body: validAd(extra) });
  const ad = created.body.data as Ad;
  await upload(server.app, token, ad.id, await phonePhoto());
  await grant(server, userId, 1);
  const published = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token, body: {} });
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return published.body.data as Ad;
}
