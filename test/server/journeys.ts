import sharp from 'sharp';
import { expect } from 'vitest';
import { toApiAd } from '../../server/ads/ports';
import type { Ad } from '../../src/domain/ad';
import { call, type TestServer } from './testServer';

// What people do through the API, for tests that need it done: register and activate, sign in as the admin, write,
// photograph and publish an ad, and see it as visitors do.

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Erika',
    lastname: 'Mustermann',
    email,
    phone_number: '+49 30 1234567',
    password: 'secret-password-1',
    confirmPassword: 'secret-password-1',
    role: 'USER',
    ...extra,
  };
}

/** Registers, activates with the mailed code and returns the session. */
export async function signUp(
  server: TestServer,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; id: string }> {
  const registered = await call(server.app, 'POST', '/api/auth/register', { body: registration(email, extra) });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const activated = await call(server.app, 'POST', '/api/auth/activate-user', {
    body: { userEmail: email, activation_code: await server.mail.codeFor(email) },
  });
  const data = activated.body.data as { accessToken: string; user: { id: string } };
  return { token: data.accessToken, id: data.user.id };
}

export async function adminToken(server: TestServer): Promise<string> {
  const { body } = await call(server.app, 'POST', '/api/auth/login', {
    body: { email: server.config.adminEmail, password: server.config.adminPassword },
  });
  return (body.data as { accessToken: string }).accessToken;
}

export function validAd(extra: Record<string, unknown> = {}) {
  return {
    title: 'Helle 3-Zimmer-Wohnung mit Balkon',
    description: 'Schöne, ruhige Wohnung in Prenzlauer Berg mit Balkon, Einbauküche und Parkett.',
    category: 'apartment_rent',
    priceCents: 125000,
    priceType: 'fixed',
    postalCode: '10435',
    city: 'Berlin',
    district: 'Prenzlauer Berg',
    livingArea: 78.5,
    rooms: 3,
    floor: 2,
    yearBuilt: 1910,
    features: ['balcony', 'fitted_kitchen'],
    energyCertificate: { type: 'consumption', kwhPerSqmYear: 120, carrier: 'district_heating', efficiencyClass: 'D' },
    ...extra,
  };
}

/** Uploads one file to an ad as the browser's multipart form would. */
export async function upload(
  app: TestServer['app'],
  token: string,
  adId: string,
  file: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
) {
  const boundary = '----inserat-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(app, 'POST', `/api/ads/${adId}/images`, {
    token,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** A seller's ad published as a person does it: a credit, a draft, one photo (publishing needs one), publish. */
export async function publishedAd(
  server: TestServer,
  seller: { token: string; id: string },
  extra: Record<string, unknown> = {},
): Promise<Ad> {
  await server.services.uow.repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 1, reason: 'grant' });
  const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd(extra) })).body
    .data as { id: string };
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8b89a' } })
    .jpeg()
    .toBuffer();
  expect((await upload(server.app, seller.token, draft.id, photo)).status).toBe(200);
  const published = await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, {
    token: seller.token,
    body: { packageId: 'basis' },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  // Live: as visitors see it; waiting for review (moderation on): as its owner does.
  const ad = published.body.data as Ad;
  return ad.status === 'active' ? asVisitorsSeeIt(server, ad.id) : ad;
}

/** The ad as the API shows it to visitors (public image addresses; the owner's answers carry private ones). */
export async function asVisitorsSeeIt(server: TestServer, id: string): Promise<Ad> {
  return toApiAd(await server.services.ads.readAd.execute(id, null), server.services.images);
}
