import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import {
  adminToken,
  asVisitorsSeeIt,
  call,
  publishedAd,
  signUp,
  startTestServer,
  upload,
  validAd,
  type TestServer,
} from './helpers';

/**
 * An ad's photos are public while visitors can see the ad, and only then; its owner and the admins reach them in any
 * state through signed private links, which nobody else can make or stretch.
 */
let server: TestServer;
let seller: { token: string; id: string };
let stranger: { token: string; id: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'fotos@example.de');
  stranger = await signUp(server, 'fremd@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

const fetchImage = async (url: string, token?: string) =>
  (await server.app.inject({ url: `${url}-640.webp`, headers: token ? { authorization: `Bearer ${token}` } : {} }))
    .statusCode;
const keyOf = (url: string) => /(ads\/[0-9a-f-]{36}\/[0-9a-f-]{36})$/.exec(url)![1]!;
const publicAddress = (url: string) => `/api/uploads/${keyOf(url)}`;

describe('who reaches an ad’s photos', () => {
  it('a draft’s photo: its owner by the private link; its public address is nobody’s, not even with a token', async () => {
    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body
      .data as Ad;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa8866' } })
      .jpeg()
      .toBuffer();
    const url = ((await upload(server.app, seller.token, draft.id, photo)).body.data as Ad).images[0]!.url;
    expect(url).toContain('/api/uploads/private/');
    expect(await fetchImage(url)).toBe(200);
    for (const token of [undefined, stranger.token, seller.token])
      expect(await fetchImage(publicAddress(url), token)).toBe(404);
    // The stranger cannot get the link: the draft is not found for them.
    expect((await call(server.app, 'GET', `/api/ads/${draft.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('a live ad’s photos are public; pausing, archiving or blocking its owner ends that at once, the private link still works', async () => {
    const live = await publishedAd(server, seller, { title: 'Wohnung mit Fotos' });
    const visitors = live.images[0]!.url;
    const owners = ((await call(server.app, 'GET', `/api/ads/${live.id}`, { token: seller.token })).body.data as Ad)
      .images[0]!.url;
    expect([await fetchImage(visitors), await fetchImage(owners)]).toEqual([200, 200]);

    expect((await call(server.app, 'POST', `/api/ads/${live.id}/pause`, { token: seller.token })).status).toBe(200);
    expect([await fetchImage(visitors), await fetchImage(visitors, stranger.token), await fetchImage(owners)]).toEqual([
      404, 404, 200,
    ]);
    expect((await call(server.app, 'POST', `/api/ads/${live.id}/resume`, { token: seller.token })).status).toBe(200);
    expect(await fetchImage(visitors)).toBe(200);

    expect(
      (await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } })).status,
    ).toBe(200);
    expect(await fetchImage(visitors)).toBe(404);
    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: false } });
    seller.token = (
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'fotos@example.de', password: 'secret-password-1' },
        })
      ).body.data as { accessToken: string }
    ).accessToken;
    expect(await fetchImage(visitors)).toBe(200);

    expect(
      (await call(server.app, 'PATCH', `/api/ads/${live.id}`, { token: seller.token, body: { status: 'archived' } }))
        .status,
    ).toBe(200);
    expect(await fetchImage(visitors)).toBe(404);
  });

  it('an admin reviewing an ad sees its photos by the private links in the queue', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const owner = await signUp(moderated, 'pruefung@example.de');
      const pending = await publishedAd(moderated, owner);
      expect(pending.status).toBe('pending');
      const queue = (await call(moderated.app, 'GET', '/api/admin/ads', { token: await adminToken(moderated) })).body
        .data as Ad[];
      const url = queue.find((a) => a.id === pending.id)!.images[0]!.url;
      expect((await moderated.app.inject({ url: `${url}-640.webp` })).statusCode).toBe(200);
      expect((await moderated.app.inject({ url: `${publicAddress(url)}-640.webp` })).statusCode).toBe(404);
    } finally {
      await moderated.close();
    }
  });

  it('a private link cannot be forged, moved to another photo or used past its expiry', async () => {
    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body
      .data as Ad;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6688aa' } })
      .jpeg()
      .toBuffer();
    await upload(server.app, seller.token, draft.id, photo);
    const [first, second] = ((await upload(server.app, seller.token, draft.id, photo)).body.data as Ad).images.map(
      (i) => i.url,
    );
    const [, expires, signature] = /\/private\/(\d+)\/([\w-]+)\//.exec(first!)!;
    const flipped = signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await fetchImage(first!.replace(signature!, flipped))).toBe(404);
    expect(await fetchImage(`/api/uploads/private/${expires}/${signature}/${keyOf(second!)}`)).toBe(404);
    expect(await fetchImage(first!.replace(`/${expires}/`, `/${Number(expires) + 3_600_000}/`))).toBe(404);
    // Valid for at least an hour, at most two.
    expect(Number(expires) - server.clock.now().getTime()).toBeGreaterThan(3_600_000);
    expect(Number(expires) - server.clock.now().getTime()).toBeLessThanOrEqual(7_200_000);
    server.clock.advance(2 * 3_600_000 + 1000);
    try {
      expect(await fetchImage(first!)).toBe(404);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('a conversation about an ad that went offline shows no photo of it', async () => {
    const live = await publishedAd(server, seller, { title: 'Bald offline' });
    await call(server.app, 'POST', `/api/ads/${live.id}/conversations`, {
      token: stranger.token,
      body: { body: 'Noch frei?' },
    });
    const cover = async () =>
      (
        (await call(server.app, 'GET', '/api/conversations', { token: stranger.token })).body.data as {
          ad: { id: string; cover: unknown };
        }[]
      ).find((c) => c.ad.id === live.id)!.ad.cover;
    expect(await cover()).toEqual((await asVisitorsSeeIt(server, live.id)).images[0]);
    await call(server.app, 'POST', `/api/ads/${live.id}/pause`, { token: seller.token });
    expect(await cover()).toBeNull();
  });
});
