import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { AdPage } from '../../src/domain/adSearch';
import { adminToken, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';
import { createPublished, grant, phonePhoto } from './adsFixtures';

// Publishing with credits: one credit spent, the runtime of the package, archive and end, and who may publish.
let server: TestServer;
let owner: { token: string; id: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'owner@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe('publishing with credits', () => {
  it('without a credit: 402 NO_CREDITS, nothing changes', async () => {
    const fresh = await signUp(server, 'nocredit@example.de');
    const ad = (await call(server.app, 'POST', '/api/ads', { token: fresh.token, body: validAd() })).body.data as Ad;
    await upload(server.app, fresh.token, ad.id, await phonePhoto());
    const { status, body } = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, {
      token: fresh.token,
      body: {},
    });
    expect(status).toBe(402);
    expect(body.error).toBe('NO_CREDITS');
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: fresh.token })).body.data as Ad).status).toBe(
      'draft',
    );
  });

  it('without an image: refused', async () => {
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    await grant(server, owner.id, 1);
    const { status, body } = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, {
      token: owner.token,
      body: {},
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({
        field: 'images',
        code: 'required',
        message: 'Add at least one image before publishing',
      }),
    ]);
  });

  it('spends exactly one credit, goes live with expiresAt from the package, and shows in /ads', async () => {
    const fresh = await signUp(server, 'publisher@example.de');
    await grant(server, fresh.id, 2);
    const ad = (
      await call(server.app, 'POST', '/api/ads', {
        token: fresh.token,
        body: validAd({ title: 'Dachgeschosswohnung mit Weitblick' }),
      })
    ).body.data as Ad;
    await upload(server.app, fresh.token, ad.id, await phonePhoto());
    const published = await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: fresh.token, body: {} });
    expect(published.status).toBe(200);
    const live = published.body.data as Ad;
    expect(live.status).toBe('active');
    const days = (Date.parse(live.expiresAt!) - Date.parse(live.publishedAt!)) / 86_400_000;
    expect(days).toBe(30);
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: fresh.token })).body.data).toEqual([
      { packageId: 'basis', credits: 1 },
    ]);
    const list = (await call(server.app, 'GET', '/api/ads?q=Dachgeschosswohnung')).body.data as AdPage;
    expect(list.items.map((a) => a.id)).toEqual([ad.id]);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(200);
    // Publishing twice is a conflict, not a second charge.
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: fresh.token, body: {} })).status).toBe(
      409,
    );
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: fresh.token })).body.data).toEqual([
      { packageId: 'basis', credits: 1 },
    ]);
  });

  it('two publishes at once with one credit: exactly one succeeds', async () => {
    const fresh = await signUp(server, 'race@example.de');
    await grant(server, fresh.id, 1);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const ad = (await call(server.app, 'POST', '/api/ads', { token: fresh.token, body: validAd() })).body.data as Ad;
      await upload(server.app, fresh.token, ad.id, await phonePhoto());
      ids.push(ad.id);
    }
    const results = await Promise.all(
      ids.map((id) => call(server.app, 'POST', `/api/ads/${id}/publish`, { token: fresh.token, body: {} })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: fresh.token })).body.data).toEqual([]);
  });

  it('archive takes an ad off the public list', async () => {
    const live = await createPublished(server, owner.token, owner.id, { title: 'Archivierbare Altbauwohnung' });
    const archived = await call(server.app, 'PATCH', `/api/ads/${live.id}`, {
      token: owner.token,
      body: { status: 'archived' },
    });
    expect((archived.body.data as Ad).status).toBe('archived');
    // It was online: visitors are told it is gone (410), so its page can offer similar ads.
    const gone = await call(server.app, 'GET', `/api/ads/${live.id}`);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toBe('AD_GONE');
  });

  it('an ad leaves the public page at the very millisecond it ends, before the hourly job marks it expired', async () => {
    const live = await createPublished(server, owner.token, owner.id, { title: 'Wohnung mit genauem Ablauf' });
    server.clock.frozenAt = new Date(live.expiresAt!);
    try {
      const ended = await call(server.app, 'GET', `/api/ads/${live.id}`);
      expect([ended.status, ended.body.error]).toEqual([410, 'AD_GONE']);
    } finally {
      server.clock.frozenAt = undefined;
    }
  });

  it("a blocked seller's ads are simply not found, and a draft archived unpublished was never online (404, not 410)", async () => {
    const seller = await signUp(server, 'blocked-seller@example.de');
    const live = await createPublished(server, seller.token, seller.id, { title: 'Wohnung eines gesperrten Kontos' });
    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body
      .data as Ad;
    expect(
      (await call(server.app, 'PATCH', `/api/ads/${draft.id}`, { token: seller.token, body: { status: 'archived' } }))
        .status,
    ).toBe(200);
    const archivedDraft = await call(server.app, 'GET', `/api/ads/${draft.id}`);
    expect([archivedDraft.status, archivedDraft.body.error]).toEqual([404, 'NOT_FOUND']);

    expect(
      (await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } })).status,
    ).toBe(200);
    const hidden = await call(server.app, 'GET', `/api/ads/${live.id}`);
    expect([hidden.status, hidden.body.error, hidden.body.message]).toEqual([404, 'NOT_FOUND', 'Ad not found']);
  });

  it('an archived ad cannot be archived again, and a paused ad cannot be edited; both answers change nothing', async () => {
    const live = await createPublished(server, owner.token, owner.id, { title: 'Zweimal archivierte Wohnung' });
    await call(server.app, 'PATCH', `/api/ads/${live.id}`, { token: owner.token, body: { status: 'archived' } });
    const twice = await call(server.app, 'PATCH', `/api/ads/${live.id}`, {
      token: owner.token,
      body: { status: 'archived', title: 'Neuer Titel beim Archivieren' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('CONFLICT');

    const paused = await createPublished(server, owner.token, owner.id, { title: 'Pausierte unveränderte Wohnung' });
    await call(server.app, 'POST', `/api/ads/${paused.id}/pause`, { token: owner.token });
    const edit = await call(server.app, 'PATCH', `/api/ads/${paused.id}`, {
      token: owner.token,
      body: { title: 'Während der Pause geändert' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('CONFLICT');
    const mine = (await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data as Ad[];
    expect(mine.find((a) => a.id === live.id)).toMatchObject({
      status: 'archived',
      title: 'Zweimal archivierte Wohnung',
    });
    expect(mine.find((a) => a.id === paused.id)).toMatchObject({
      status: 'paused',
      title: 'Pausierte unveränderte Wohnung',
    });
  });

  it("only the owner publishes: someone else's credit cannot publish a draft that is not theirs", async () => {
    const draft = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as Ad;
    await upload(server.app, owner.token, draft.id, await phonePhoto());
    const stranger = await signUp(server, 'fremde-anzeige@example.de');
    await grant(server, stranger.id, 1);
    const refused = await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, { token: stranger.token, body: {} });
    expect([refused.status, refused.body.message]).toEqual([404, 'Ad not found']);
    expect(
      ((await call(server.app, 'GET', `/api/ads/${draft.id}`, { token: owner.token })).body.data as Ad).status,
    ).toBe('draft');
    expect((await call(server.app, 'GET', '/api/ads/credits', { token: stranger.token })).body.data).toEqual([
      { packageId: 'basis', credits: 1 },
    ]);
  });

  it('a Premium ad is featured for its whole runtime from publishing; a Basis ad is not featured', async () => {
    const premium = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body
      .data as Ad;
    await upload(server.app, owner.token, premium.id, await phonePhoto());
    await grant(server, owner.id, 1, 'premium');
    const featured = (
      await call(server.app, 'POST', `/api/ads/${premium.id}/publish`, {
        token: owner.token,
        body: { packageId: 'premium' },
      })
    ).body.data as Ad;
    expect(featured.featuredUntil).not.toBeNull();
    expect(featured.featuredUntil).toBe(featured.expiresAt);
    const basis = await createPublished(server, owner.token, owner.id);
    expect(basis.featuredUntil).toBeNull();
  });

  it('an expired ad leaves the public list', async () => {
    const live = await createPublished(server, owner.token, owner.id, { title: 'Bald abgelaufene Wohnung' });
    const listed = async () =>
      ((await call(server.app, 'GET', '/api/ads?q=bald')).body.data as AdPage).items.map((a) => a.id);
    expect(await listed()).toContain(live.id);
    server.clock.advance(31 * 86_400_000);
    try {
      expect((await call(server.app, 'GET', `/api/ads/${live.id}`)).status).toBe(410);
      expect(((await call(server.app, 'GET', '/api/ads?q=abgelaufene')).body.data as AdPage).total).toBe(0);
      expect(await server.services.ads.expireDueAds.execute()).toBeGreaterThanOrEqual(1);
      // The hourly job's expiry reaches a list visitors had just loaded (kept for up to 30 s) at once.
      expect(await listed()).not.toContain(live.id);
      expect(
        ((await call(server.app, 'GET', `/api/ads/${live.id}`, { token: owner.token })).body.data as Ad).status,
      ).toBe('expired');
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});
