import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import { json } from '../faults/harness';
import type { MailServer } from './mailServer';

// What a user does through the cluster's balancer (test/cluster/cluster.cluster.test.ts), over real HTTP.

/** What the cluster's users register with. */
export const registration = (email: string) => ({
  name: 'Clara',
  lastname: 'Cluster',
  email,
  phone_number: '+49 30 1234567',
  password: 'cluster-password-1',
  confirmPassword: 'cluster-password-1',
  role: 'USER',
});

/** Registers and activates through `base` with the code the worker mailed; the session's token. */
export async function signUp(base: string, mail: MailServer, email: string): Promise<string> {
  expect((await json(`${base}/api/auth/register`, { body: registration(email) })).status).toBe(201);
  // The web processes only queue the mail; the worker sends it.
  const code = await vi.waitFor(() => mail.codeFor(email) ?? Promise.reject(new Error(`no code for ${email} yet`)), {
    timeout: 30_000,
    interval: 50,
  });
  const activated = await json(`${base}/api/auth/activate-user`, { body: { userEmail: email, activation_code: code } });
  expect(activated.status).toBe(200);
  return (activated.body.data as { accessToken: string }).accessToken;
}

/** One 800 × 600 photo onto the ad, as the browser sends it. */
export async function uploadPhoto(base: string, token: string, adId: string) {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7090b0' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${base}/api/ads/${adId}/images`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { images: { id: string; url: string }[] } },
  };
}

/** One credit of the basic package, paid through the demo gateway. */
export async function buyCredit(base: string, token: string) {
  const intent = await json(`${base}/api/payments/intent`, {
    body: { packageId: 'basis', requestId: randomUUID() },
    token,
  });
  expect(intent.status).toBe(200);
  const paymentId = (intent.body.data as { paymentId: string }).paymentId;
  const paid = await json(`${base}/api/payments/demo/confirm`, {
    body: { paymentId, number: '4242424242424242', expiry: '12/39', cvc: '123' },
    token,
  });
  expect((paid.body.data as { status: string }).status).toBe('succeeded');
}
