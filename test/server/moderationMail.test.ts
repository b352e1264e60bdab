import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { moderationMail } from '../../server/moderation/moderationMail';
import { adminToken, call, publishedAd, rows, signUp, startTestServer, type TestServer } from './helpers';

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

const mailsTo = async (to: string) => {
  await server.mail.settled();
  return server.mail.sent.filter((m) => m.to === to);
};

// What the seller is told of a moderator's approval, rejection or request for changes, in their language.
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
