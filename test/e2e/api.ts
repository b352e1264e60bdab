import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** A user's access token, as the login form gets it. */
export async function apiToken(email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A request of that user to the API, answering the envelope's data. */
export async function api<T = unknown>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** A package bought through the demo gateway (the test card): its credits are the buyer's at once. */
export async function buyPackage(token: string, packageId: string): Promise<void> {
  const { paymentId } = await api<{ paymentId: string }>(token, 'POST', '/payments/intent', {
    packageId,
    billingName: 'Max Mustermann',
    billingAddress: 'Hauptstraße 1, 20095 Hamburg',
  });
  const outcome = await api<{ status: string }>(token, 'POST', '/payments/demo/confirm', {
    paymentId,
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  expect(outcome.status).toBe('succeeded');
}

/** A seller publishes an ad through the API, as the ad form does: draft, photos (of the given width), publish with a credit (or leaves it a draft). */
export async function publishAd(
  token: string,
  fields: {
    title: string;
    postalCode: string;
    city: string;
    photoWidth?: number;
    photos?: number;
    /** The photo to upload (else plain ones made here). */
    photo?: Buffer;
    publish?: boolean;
    [field: string]: unknown;
  },
): Promise<string> {
  const { photoWidth = 800, photos = 1, publish = true, photo: given, ...input } = fields;
  const draft = await api<{ id: string }>(token, 'POST', '/ads', {
    description: 'Helle Wohnung mit Balkon, frisch renoviert, ruhige Seitenstraße, nahe am Park.',
    category: 'apartment_rent',
    priceCents: 98_000,
    priceType: 'fixed',
    livingArea: 70,
    rooms: 3,
    ...input,
  });
  for (let n = 0; n < photos; n++) {
    const form = new FormData();
    const photo =
      given ??
      (await sharp({
        create: {
          width: photoWidth,
          height: Math.round((photoWidth * 3) / 4),
          channels: 3,
          background: n === 0 ? '#a0b4c4' : '#c4b4a0',
        },
      })
        .jpeg()
        .toBuffer());
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `zimmer-${n + 1}.jpg`);
    const upload = await fetch(`${baseUrl()}/api/ads/${draft.id}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
  }
  if (publish) await api(token, 'POST', `/ads/${draft.id}/publish`, {});
  return draft.id;
}
