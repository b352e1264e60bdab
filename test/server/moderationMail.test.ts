import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { AD_LIMITS } from '../../src/domain/adValidation';
import { moderationMail } from '../../server/application/mail/moderationMail';
import {
  adminToken,
  call,
  publishedAd,
  rows,
  signUp,
  startTestServer,
  upload,
  validAd,
  type TestServer,
} from './helpers';
import type { Report } from '../../src/domain/report';

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

const mailsTo = async (to: string) => {
  await server.mail.settled();
  return server.mail.sent.filter((m) => m.to === to);
};

describe('the seller hears of every moderation decision', () => {
  it('an approval: the ad is online, with its address', async () => {
    const ad = await publishedAd(server, seller, { title: 'Freigegebene Dachgeschosswohnung' });
    const before = (await mailsTo('vermieter@example.de')).length;
    expect((await call(server.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: admin })).status).toBe(200);
    const mail = (await mailsTo('vermieter@example.de')).slice(before);
    expect(mail.map((m) => m.subject)).toEqual(['Ihre Anzeige „Freigegebene Dachgeschosswohnung“ ist online']);
    expect(mail[0]!.text).toContain(`${server.config.publicUrl}/ads/${ad.id}`);

    // Approved is approved: a second approval (a second moderator, a double click) is refused, mails nobody and does
    // not restart the running time.
    const live = (await call(server.app, 'GET', `/api/ads/${ad.id}`)).body.data as Ad;
    server.clock.advance(DAY);
    expect((await call(server.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: admin })).body.error).toBe(
      'CONFLICT',
    );
    expect((await mailsTo('vermieter@example.de')).slice(before)).toHaveLength(1);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).body.data).toMatchObject({
      status: 'active',
      publishedAt: live.publishedAt,
      expiresAt: live.expiresAt,
    });
  });

  it('a rejection: the reason, and the way to edit and publish again', async () => {
    const ad = await publishedAd(server, seller, { title: 'Abgelehnte <b>Wohnung</b>' });
    const before = (await mailsTo('vermieter@example.de')).length;
    const reason = 'Bitte zeigen Sie Fotos der Wohnung selbst, keine Symbolbilder.';
    expect(
      (await call(server.app, 'POST', `/api/admin/ads/${ad.id}/reject`, { token: admin, body: { reason } })).status,
    ).toBe(200);
    const [mail] = (await mailsTo('vermieter@example.de')).slice(before);
    expect(mail!.subject).toBe('Ihre Anzeige „Abgelehnte <b>Wohnung</b>“ wurde abgelehnt');
    expect(mail!.text).toContain(`Begründung: ${reason}`);
    expect(mail!.text).toContain(`${server.config.publicUrl}/app/ads/${ad.id}/edit`);
    // The title is the seller's text: shown, never markup.
    expect(mail!.html).toContain('Abgelehnte &lt;b&gt;Wohnung&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Wohnung</b>');
  });

  it('a request for changes: the seller keeps the credit, edits, and the ad is reviewed again and approved', async () => {
    const ad = await publishedAd(server, seller, { title: 'Wohnung mit zu dunklem Foto' });
    const credits = async () => (await call(server.app, 'GET', '/api/ads/credits', { token: seller.token })).body.data;
    const creditsBefore = await credits();
    const before = (await mailsTo('vermieter@example.de')).length;
    const reason = 'Bitte laden Sie ein helleres Foto des Wohnzimmers hoch.';
    const sent = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/request-changes`, {
      token: admin,
      body: { reason },
    });
    expect(sent.body.data).toMatchObject({ status: 'changes_requested', rejectionReason: reason });
    expect(
      (await call(server.app, 'POST', `/api/admin/ads/${ad.id}/request-changes`, { token: admin, body: { reason } }))
        .body.error,
    ).toBe('CONFLICT');
    expect(await credits()).toEqual(creditsBefore);
    const [mail] = (await mailsTo('vermieter@example.de')).slice(before);
    expect(mail!.subject).toBe('Bitte ändern Sie Ihre Anzeige „Wohnung mit zu dunklem Foto“');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('ein weiteres Guthaben brauchen Sie dafür nicht');
    // Visitors do not see it meanwhile.
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(404);

    const edited = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: seller.token,
      body: { title: 'Wohnung mit hellem Foto' },
    });
    // Back in the queue with what was asked, so the moderator can check it was done.
    expect(edited.body.data).toMatchObject({ status: 'pending', rejectionReason: reason });
    expect(
      (await call(server.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: admin })).body.data,
    ).toMatchObject({ status: 'active', rejectionReason: null });
    expect(await credits()).toEqual(creditsBefore);
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as {
      action: string;
      targetId: string;
    }[];
    expect(log.filter((e) => e.targetId === ad.id).map((e) => e.action)).toEqual([
      'ad_approved',
      'ad_changes_requested',
    ]);
  });

  it('a take-down: one live ad goes offline with its reason, the seller is told and stays unblocked; it is in the audit log', async () => {
    const ad = await publishedAd(server, seller, { title: 'Später gemeldete Wohnung' });
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: admin });
    expect(
      (await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, { token: admin, body: { reason: ' ' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
          token: seller.token,
          body: { reason: 'Eigene Sperre' },
        })
      ).status,
    ).toBe(403);
    const before = (await mailsTo('vermieter@example.de')).length;
    const taken = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: admin,
      body: { reason: 'Verdacht auf Vorkassebetrug' },
    });
    expect(taken.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Verdacht auf Vorkassebetrug' });
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(404);
    expect(
      (
        await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
          token: admin,
          body: { reason: 'Noch einmal' },
        })
      ).status,
    ).toBe(409);
    const [mail] = (await mailsTo('vermieter@example.de')).slice(before);
    expect(mail!.subject).toBe('Ihre Anzeige „Später gemeldete Wohnung“ wurde offline genommen');
    expect(mail!.text).toContain('Begründung: Verdacht auf Vorkassebetrug');
    // The seller still signs in and sees the reason with the ad.
    const mine = (await call(server.app, 'GET', '/api/ads/mine', { token: seller.token })).body.data as {
      id: string;
      rejectionReason: string;
    }[];
    expect(mine.find((a) => a.id === ad.id)?.rejectionReason).toBe('Verdacht auf Vorkassebetrug');
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as {
      action: string;
      targetId: string;
      detail: string;
    }[];
    expect(log[0]).toMatchObject({ action: 'ad_taken_down', targetId: ad.id, detail: 'Verdacht auf Vorkassebetrug' });
  });

  it("taking a reported ad offline resolves its open reports with the reason, in the audit log; others' reports stay open", async () => {
    const ad = await publishedAd(server, seller, { title: 'Mehrfach gemeldete Wohnung' });
    await approve(ad.id);
    const other = await publishedAd(server, seller, { title: 'Unbeteiligte Wohnung' });
    await approve(other.id);
    for (const id of [ad.id, ad.id, other.id])
      expect(
        (
          await call(server.app, 'POST', `/api/ads/${id}/report`, {
            body: { reason: 'fraud', message: 'Vorkasse verlangt' },
          })
        ).status,
      ).toBeLessThan(300);
    const reportsOf = async (adId: string) =>
      ((await call(server.app, 'GET', '/api/admin/reports?status=all', { token: admin })).body.data as Report[]).filter(
        (r) => r.ad?.id === adId,
      );
    const [first] = await reportsOf(ad.id);
    await call(server.app, 'PATCH', `/api/admin/reports/${first!.id}`, { token: admin, body: { status: 'in_review' } });
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: admin,
      body: { reason: 'Vorkassebetrug bestätigt' },
    });
    expect((await reportsOf(ad.id)).map((r) => [r.status, r.note])).toEqual([
      ['resolved', 'Anzeige offline genommen: Vorkassebetrug bestätigt'],
      ['resolved', 'Anzeige offline genommen: Vorkassebetrug bestätigt'],
    ]);
    expect((await reportsOf(other.id)).map((r) => r.status)).toEqual(['open']);
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as {
      action: string;
      targetId: string;
      detail: string;
    }[];
    expect(
      log
        .filter((e) => e.action === 'report_updated' && e.detail === 'resolved')
        .map((e) => e.targetId)
        .sort(),
    ).toEqual((await reportsOf(ad.id)).map((r) => r.id).sort());
  });

  it('a paused ad can be taken down too, and does not come back when its seller resumes it', async () => {
    const ad = await publishedAd(server, seller, { title: 'Pausierte gemeldete Wohnung' });
    await approve(ad.id);
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/pause`, { token: seller.token })).status).toBe(200);
    const taken = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: admin,
      body: { reason: 'Fotos aus einem anderen Inserat' },
    });
    expect(taken.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Fotos aus einem anderen Inserat' });
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/resume`, { token: seller.token })).body.error).toBe(
      'CONFLICT',
    );
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(404);
  });

  it('a blocked seller is not mailed; the decision stands', async () => {
    const blocked = await signUp(server, 'gesperrt-verkauft@example.de');
    const ad = await publishedAd(server, blocked, { title: 'Wohnung eines gesperrten Kontos' });
    expect(
      (await call(server.app, 'PATCH', `/api/userList/${blocked.id}`, { token: admin, body: { blocked: true } }))
        .status,
    ).toBe(200);
    const before = (await mailsTo('gesperrt-verkauft@example.de')).length;
    const rejected = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/reject`, {
      token: admin,
      body: { reason: 'Konto wegen Betrugs gesperrt' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect((await mailsTo('gesperrt-verkauft@example.de')).slice(before)).toEqual([]);
  });

  it('two moderators rejecting at once: one decision, one refund, one entry in the audit log', async () => {
    const racer = await signUp(server, 'doppelt@example.de');
    const ad = await publishedAd(server, racer, { title: 'Doppelt geprüfte Wohnung' });
    const credits = async () => (await call(server.app, 'GET', '/api/ads/credits', { token: racer.token })).body.data;
    expect(await credits()).toEqual([]);
    const answers = await Promise.all(
      ['Erster Grund', 'Zweiter Grund'].map((reason) =>
        call(server.app, 'POST', `/api/admin/ads/${ad.id}/reject`, { token: admin, body: { reason } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await credits()).toEqual([{ packageId: 'basis', credits: 1 }]);
    const ledger = await rows(
      server,
      sql`select reason, amount from credit_ledger where user_id = ${racer.id} order by created_at`,
    );
    expect(ledger).toEqual([
      { reason: 'grant', amount: 1 },
      { reason: 'publish', amount: -1 },
      { reason: 'refund', amount: 1 },
    ]);
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as {
      targetId: string;
    }[];
    expect(log.filter((e) => e.targetId === ad.id)).toHaveLength(1);
  });

  it('in English for a seller who uses the site in English', () => {
    const mail = moderationMail({
      to: 'a@b.de',
      name: 'Ann',
      language: 'en',
      adTitle: 'Loft',
      decision: 'rejected',
      reason: 'Blurry photos',
      adUrl: 'https://x/ads/1',
      editUrl: 'https://x/app/ads/1/edit',
    });
    expect(mail.subject).toBe('Your ad “Loft” was rejected');
    expect(mail.text).toContain('Reason: Blurry photos');
    expect(mail.text).toContain('https://x/app/ads/1/edit');
  });
});

describe('what moderators are shown', () => {
  it('the street a seller keeps from visitors: in the queue and in the answer to every decision', async () => {
    const street = 'Kastanienallee 12';
    const hidden = { street, showExactAddress: false };
    const decide = async (ad: Ad, decision: string, body?: unknown) =>
      ((await call(server.app, 'POST', `/api/admin/ads/${ad.id}/${decision}`, { token: admin, body })).body.data as Ad)
        .street;
    const [approved, rejected, changed] = [
      await publishedAd(server, seller, { title: 'Verborgene Adresse, freigegeben', ...hidden }),
      await publishedAd(server, seller, { title: 'Verborgene Adresse, abgelehnt', ...hidden }),
      await publishedAd(server, seller, { title: 'Verborgene Adresse, zu ändern', ...hidden }),
    ];
    const queue = (await call(server.app, 'GET', '/api/admin/ads', { token: admin })).body.data as Ad[];
    expect(queue.filter((ad) => ad.title.startsWith('Verborgene Adresse')).map((ad) => ad.street)).toEqual([
      street,
      street,
      street,
    ]);
    expect(await decide(approved, 'approve')).toBe(street);
    expect((await call(server.app, 'GET', `/api/ads/${approved.id}`)).body.data).toMatchObject({ street: null });
    expect(await decide(rejected, 'reject', { reason: 'Keine echten Fotos' })).toBe(street);
    expect(await decide(changed, 'request-changes', { reason: 'Bitte den Grundriss ergänzen' })).toBe(street);
    expect(await decide(approved, 'take-down', { reason: 'Verdacht auf Vorkassebetrug' })).toBe(street);
  });
});

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
    expect(await visible()).toBe(404);
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
