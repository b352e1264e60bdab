import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';
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

const approve = async (id: string) =>
  (await call(server.app, 'POST', `/api/admin/ads/${id}/approve`, { token: admin })).body.data as Ad;

const mailsTo = async (to: string) => {
  await server.mail.settled();
  return server.mail.sent.filter((m) => m.to === to);
};

// Taking a live ad down: its reason told, its reports resolved, in the audit log; and what moderators are shown.
describe('taking an ad down', () => {
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
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(410);
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
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(410);
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
