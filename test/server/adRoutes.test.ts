import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, upload, validAd } from './helpers';
import { AD_FIELDS, admin, as, credits, grant, ID, photo, seller, server, withAdRoutesServer } from './adRoutesKit';

/**
 * The ads' HTTP surface in one pass: who may call each route and what it answers (status, message, the ad's shape);
 * what its schemas refuse is in adSchemas. The rules behind the routes are tested in ads, adLifecycle, adStats, search
 * and quotas; these two files are what the `ads-routes` mutation area runs against, so they keep to a few seconds.
 */
withAdRoutesServer();

describe('who may call the ad routes', () => {
  it('a visitor is asked to sign in on every route of a seller, and nothing is written', async () => {
    const visitor = as(undefined);
    const answers = [
      await visitor.get('/ads/mine'),
      await visitor.get('/ads/credits'),
      await visitor.post('/ads', validAd()),
      await visitor.patch(`/ads/${ID}`, { title: 'Ein neuer Titel' }),
      await visitor.delete(`/ads/${ID}`),
      await upload(server.app, '', ID, photo),
      await visitor.delete(`/ads/${ID}/images/${ID}`),
      await visitor.put(`/ads/${ID}/images/order`, { imageIds: [] }),
      ...(await Promise.all(
        ['publish', 'pause', 'resume', 'extend', 'bump'].map((action) => visitor.post(`/ads/${ID}/${action}`)),
      )),
      await visitor.get(`/ads/${ID}/stats`),
    ];
    expect(answers.map((a) => [a.status, a.body.error, a.body.message])).toEqual(
      answers.map(() => [401, 'UNAUTHORIZED', 'Please sign in']),
    );
    expect(await server.services.uow.repos.ads.listByOwner(seller.id)).toEqual([]);
  });

  it('an id that is no UUID is refused as such on every route that takes one', async () => {
    const routes = [
      as(undefined).get('/ads/42'),
      as(undefined).get('/ads/42/similar'),
      as(undefined).get('/ads/42/seller'),
      as(seller.token).patch('/ads/42', { title: 'Ein neuer Titel' }),
      as(seller.token).delete('/ads/42'),
      as(seller.token).delete(`/ads/${ID}/images/42`),
      as(seller.token).put('/ads/42/images/order', { imageIds: [] }),
      ...['publish', 'pause', 'resume', 'extend', 'bump'].map((action) => as(seller.token).post(`/ads/42/${action}`)),
      as(seller.token).get('/ads/42/stats'),
    ];
    for (const answer of await Promise.all(routes)) {
      expect([answer.status, answer.body.error]).toEqual([400, 'VALIDATION_FAILED']);
      expect(answer.body.errors?.[0]?.field).toMatch(/^(id|imageId)$/);
    }
  });
});

describe("a seller's ad through every route", () => {
  it('each step answers with the whole ad and says what it did', async () => {
    const me = as(seller.token);
    const created = await me.post('/ads', validAd({ street: 'Kastanienallee 12', showExactAddress: false }));
    expect([created.status, created.body.message]).toEqual([201, 'Draft saved']);
    const draft = created.body.data as Ad;
    expect(Object.keys(draft).sort()).toEqual(AD_FIELDS);
    expect(draft).toMatchObject({
      status: 'draft',
      ownerId: seller.id,
      street: 'Kastanienallee 12',
      energyCertificate: { type: 'consumption', kwhPerSqmYear: 120, carrier: 'district_heating', efficiencyClass: 'D' },
    });
    expect(((await me.get('/ads/mine')).body.data as Ad[]).map((a) => a.id)).toEqual([draft.id]);

    const edited = await me.patch(`/ads/${draft.id}`, { title: 'Helle Wohnung am Park, frisch renoviert' });
    expect([edited.body.message, (edited.body.data as Ad).title]).toEqual([
      'Ad saved',
      'Helle Wohnung am Park, frisch renoviert',
    ]);

    const first = await upload(server.app, seller.token, draft.id, photo);
    expect(first.body.message).toBe('Image added');
    const withTwo = (await upload(server.app, seller.token, draft.id, photo)).body.data as Ad;
    expect(Object.keys(withTwo.images[0]!).sort()).toEqual(['height', 'id', 'position', 'url', 'width', 'widths']);
    const [a, b] = withTwo.images.map((i) => i.id);
    const reordered = await me.put(`/ads/${draft.id}/images/order`, { imageIds: [b, a] });
    expect([reordered.body.message, (reordered.body.data as Ad).images.map((i) => i.id)]).toEqual([
      'Order saved',
      [b, a],
    ]);
    const removed = await me.delete(`/ads/${draft.id}/images/${a}`);
    expect([removed.body.message, (removed.body.data as Ad).images.map((i) => i.id)]).toEqual(['Image removed', [b]]);

    // The package named is the one spent, not the cheapest.
    await grant();
    await grant('premium');
    expect(await credits()).toEqual(
      expect.arrayContaining([
        { packageId: 'basis', credits: 1 },
        { packageId: 'premium', credits: 1 },
      ]),
    );
    const published = await me.post(`/ads/${draft.id}/publish`, { packageId: 'premium' });
    expect([published.body.message, (published.body.data as Ad).status, (published.body.data as Ad).packageId]).toEqual(
      ['Ad published', 'active', 'premium'],
    );
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);

    // Visitors see it without the street (not shown), the owner and admins with it.
    const seen = (await as(undefined).get(`/ads/${draft.id}`)).body.data as Ad;
    expect(Object.keys(seen).sort()).toEqual(AD_FIELDS);
    expect(seen.street).toBeNull();
    expect(((await me.get(`/ads/${draft.id}`)).body.data as Ad).street).toBe('Kastanienallee 12');
    expect(((await as(admin).get(`/ads/${draft.id}`)).body.data as Ad).street).toBe('Kastanienallee 12');
    const sellerCard = (await as(undefined).get(`/ads/${draft.id}/seller`)).body.data as {
      firstName: string;
      otherAds: Ad[];
    };
    expect(Object.keys(sellerCard).sort()).toEqual([
      'firstName',
      'imprint',
      'memberSince',
      'otherAds',
      'phone',
      'responseHours',
      'responseRate',
      'sellerType',
      'verified',
    ]);
    expect(sellerCard.firstName).toBe('Erika');
    // Confirmed by its code at activation; no number confirmed, so none shown.
    expect(sellerCard).toMatchObject({ verified: { email: true, phone: false }, phone: null });
    expect((await as(undefined).get(`/ads/${draft.id}/similar`)).body.data).toEqual([]);

    expect((await me.post(`/ads/${draft.id}/pause`)).body.message).toBe('Ad paused');
    const resumed = await me.post(`/ads/${draft.id}/resume`);
    expect([resumed.body.message, (resumed.body.data as Ad).status]).toEqual(['Ad live again', 'active']);
    await grant('premium');
    const extended = await me.post(`/ads/${draft.id}/extend`, { packageId: 'premium' });
    expect([
      extended.body.message,
      (extended.body.data as Ad).expiresAt! > (published.body.data as Ad).expiresAt!,
    ]).toEqual(['Ad extended', true]);
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);
    await grant('premium');
    expect((await me.post(`/ads/${draft.id}/bump`, { packageId: 'premium' })).body.message).toBe('Ad moved to the top');
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);
    // Without a choice (no body at all), the cheapest.
    await grant('premium');
    expect((await me.post(`/ads/${draft.id}/bump`)).status).toBe(200);
    expect(await credits()).toEqual([{ packageId: 'premium', credits: 1 }]);

    const archived = await me.patch(`/ads/${draft.id}`, { status: 'archived' });
    expect([archived.body.message, (archived.body.data as Ad).status]).toEqual(['Ad saved', 'archived']);
    const deleted = await me.delete(`/ads/${draft.id}`);
    expect([deleted.status, deleted.body.message, deleted.body.data]).toEqual([200, 'Ad deleted', null]);
    expect((await me.get(`/ads/${draft.id}`)).status).toBe(404);
  });

  it('with moderation on, publishing says the ad waits for review', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const person = await signUp(moderated, 'gepruefte-routen@example.de');
      await moderated.services.uow.repos.ledger.append({
        userId: person.id,
        packageId: 'basis',
        amount: 1,
        reason: 'grant',
      });
      const draft = (await call(moderated.app, 'POST', '/api/ads', { token: person.token, body: validAd() })).body
        .data as Ad;
      await upload(moderated.app, person.token, draft.id, photo);
      const submitted = await call(moderated.app, 'POST', `/api/ads/${draft.id}/publish`, { token: person.token });
      expect([submitted.body.message, (submitted.body.data as Ad).status]).toEqual([
        'Ad submitted for review',
        'pending',
      ]);
    } finally {
      await moderated.close();
    }
  });

  it("a visitor's look counts as a view; the owner's, an admin's and a crawler's do not; the owner reads the figures by day", async () => {
    await grant();
    const me = as(seller.token);
    const ad = (await me.post('/ads', validAd())).body.data as Ad;
    await upload(server.app, seller.token, ad.id, photo);
    await me.post(`/ads/${ad.id}/publish`);
    const look = (headers: Record<string, string>) =>
      server.app.inject({
        url: `/api/ads/${ad.id}`,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...headers },
      });
    await look({});
    await look({ authorization: `Bearer ${seller.token}` });
    await look({ authorization: `Bearer ${admin}` });
    await look({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await server.services.ads.adStats.flush();

    const month = (await me.get(`/ads/${ad.id}/stats`)).body.data as { days: { day: string }[]; totals: object };
    expect(month.days).toHaveLength(30);
    expect(Object.keys(month.days[0]!).sort()).toEqual(['contacts', 'day', 'saves', 'views']);
    expect(month.totals).toEqual({ views: 1, saves: 0, contacts: 0 });
    expect(((await me.get(`/ads/${ad.id}/stats?days=7`)).body.data as { days: unknown[] }).days).toHaveLength(7);
    for (const days of [6, 91, 'viele']) {
      const refused = await me.get(`/ads/${ad.id}/stats?days=${days}`);
      expect([refused.status, refused.body.errors?.[0]?.field]).toEqual([400, 'days']);
    }
    // Another seller's ad: not found, no figures.
    const other = await signUp(server, 'neugierig@example.de');
    expect((await as(other.token).get(`/ads/${ad.id}/stats`)).status).toBe(404);
  });
});
