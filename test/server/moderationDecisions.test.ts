import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { AD_LIMITS } from '../../src/domain/adValidation';
import { adminToken, call, publishedAd, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

let server: TestServer;
let seller: { token: string; id: string };
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ moderation: true });
  seller = await signUp(server, 'vermieter@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

const DAY = 86_400_000;
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#8fb36b' } })
    .jpeg()
    .toBuffer();
const approve = async (id: string) =>
  (await call(server.app, 'POST', `/api/admin/ads/${id}/approve`, { token: admin })).body.data as Ad;
const creditsOf = async (token: string) => (await call(server.app, 'GET', '/api/ads/credits', { token })).body.data;

describe('what a decision does to the ad and its credit', () => {
  it('an approved first version runs from the approval for its package’s time, featured for a Premium package', async () => {
    const user = await signUp(server, 'premium-geprueft@example.de');
    await server.services.uow.repos.ledger.append({
      userId: user.id,
      packageId: 'premium',
      amount: 1,
      reason: 'grant',
    });
    const ad = (await call(server.app, 'POST', '/api/ads', { token: user.token, body: validAd() })).body.data as Ad;
    await upload(server.app, user.token, ad.id, await photo());
    const waiting = (
      await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: { packageId: 'premium' } })
    ).body.data as Ad;
    expect(waiting).toMatchObject({ status: 'pending', publishedAt: null });

    server.clock.advance(2 * DAY); // the review takes two days, which the seller does not lose
    const before = server.clock.now().getTime();
    const live = await approve(ad.id);
    const approvedAt = Date.parse(live.publishedAt!);
    expect(live.status).toBe('active');
    expect(approvedAt).toBeGreaterThanOrEqual(before);
    expect(approvedAt).toBeLessThanOrEqual(server.clock.now().getTime());
    expect(Date.parse(live.expiresAt!)).toBe(approvedAt + 90 * DAY);
    expect(live.featuredUntil).toBe(live.expiresAt);
  });

  it('a reason is 3 to 500 characters, trimmed; a refused one changes nothing and says why', async () => {
    const pending = await publishedAd(server, seller, { title: 'Wohnung mit knapper Begründung' });
    const live = await publishedAd(server, seller, { title: 'Wohnung mit kürzester Begründung' });
    await approve(live.id);
    const decide = (ad: Ad, decision: string, reason: string) =>
      call(server.app, 'POST', `/api/admin/ads/${ad.id}/${decision}`, { token: admin, body: { reason } });
    const refusal = async (ad: Ad, decision: string, reason: string) => {
      const answer = await decide(ad, decision, reason);
      return [
        answer.status,
        (answer.body.errors as { field: string; code: string }[] | undefined)?.map((e) => [e.field, e.code]),
      ];
    };
    for (const [ad, decision] of [
      [pending, 'reject'],
      [pending, 'request-changes'],
      [live, 'take-down'],
    ] as const) {
      expect(await refusal(ad, decision, '  ab  '), decision).toEqual([400, [['reason', 'required']]]);
      expect(await refusal(ad, decision, 'x'.repeat(AD_LIMITS.reasonMax + 1)), decision).toEqual([
        400,
        [['reason', 'too_long']],
      ]);
    }
    const statusOf = async (ad: Ad) =>
      ((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: seller.token })).body.data as Ad).status;
    expect([await statusOf(pending), await statusOf(live)]).toEqual(['pending', 'active']);

    const longest = 'x'.repeat(AD_LIMITS.reasonMax);
    expect((await decide(pending, 'reject', `  ${longest}\n`)).body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: longest,
    });
    expect((await decide(live, 'take-down', ' abc ')).body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'abc',
    });
  });

  it('rewriting or adding a photo sends a live ad back to review (hidden), approval keeps its runtime, rejection refunds nothing', async () => {
    const user = await signUp(server, 'rewriter@example.de');
    await server.services.uow.repos.ledger.append({ userId: user.id, packageId: 'basis', amount: 1, reason: 'grant' });
    const ad = (await call(server.app, 'POST', '/api/ads', { token: user.token, body: validAd() })).body.data as Ad;
    await upload(server.app, user.token, ad.id, await photo());
    // A draft is the seller's own until it is published: rewriting it sends nothing to review.
    const rewrittenDraft = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: user.token,
      body: { priceCents: 99_000 },
    });
    expect((rewrittenDraft.body.data as Ad).status).toBe('draft');
    const waiting = (await call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} })).body
      .data as Ad;
    // Waiting for review is published too: it keeps its one photo.
    expect(
      (await call(server.app, 'DELETE', `/api/ads/${ad.id}/images/${waiting.images[0]!.id}`, { token: user.token }))
        .status,
    ).toBe(409);
    const live = await approve(ad.id);
    expect(live.status).toBe('active');
    const visible = async () => (await call(server.app, 'GET', `/api/ads/${ad.id}`)).status;
    const edit = async (body: object) =>
      (await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: user.token, body })).body.data as Ad;

    // A change reviewers need not see (the floor) keeps it live.
    expect((await edit({ floor: 3 })).status).toBe('active');
    // The price is reviewed content. Approving the change a day later keeps the runtime the seller paid for.
    expect((await edit({ priceCents: 1 })).status).toBe('pending');
    expect(await visible(), 'no longer online while in review').toBe(410);
    server.clock.advance(DAY);
    expect(await approve(ad.id)).toMatchObject({
      status: 'active',
      publishedAt: live.publishedAt,
      expiresAt: live.expiresAt,
    });
    expect(await visible()).toBe(200);

    // A new photo too; rejecting the change refunds nothing (the runtime was paid), and the next edit goes to review
    // without a new credit.
    await upload(server.app, user.token, ad.id, await photo());
    expect(((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: user.token })).body.data as Ad).status).toBe(
      'pending',
    );
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/reject`, {
      token: admin,
      body: { reason: 'Das zweite Foto zeigt eine andere Wohnung.' },
    });
    expect(await creditsOf(user.token)).toEqual([]);
    expect((await edit({ title: 'Helle Wohnung mit Balkon, frisch renoviert' })).status).toBe('pending');
  });
});
