import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransparencyPeriod } from '../../src/domain/decisions';
import { call, publishedAd, type TestServer, startTestServer } from './helpers';
import { decisionsWorld } from './decisionsWorld';

/*
 * Notices the way the DSA asks (Art. 16): a receipt for the reporter and the outcome — action taken, or a dismissal as
 * a statement of reasons the reporter may contest — and the transparency report counted from them (Art. 15, 24).
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof decisionsWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await decisionsWorld(server, 'meldung');
});
afterAll(() => server.close());

const seller = (name?: string) => world.person(name);
const mailsTo = (email: string) => world.mailsTo(email);
const decisionsOf = (token: string) => world.decisionsOf(token);

describe('notices (DSA Art. 16)', () => {
  it('the reporter gets a receipt, and a dismissal as a statement they can contest; a reversal reopens the report', async () => {
    const owner = await seller();
    const reporter = await seller('melderin');
    const ad = await publishedAd(server, owner, { title: 'Gemeldet und abgewiesen' });
    await call(server.app, 'POST', `/api/ads/${ad.id}/report`, {
      token: reporter.token,
      body: { reason: 'fraud', message: 'Sieht zu günstig aus' },
    });
    expect((await mailsTo(reporter.email)).map((m) => m.subject)).toContain(
      'Ihre Meldung zu „Gemeldet und abgewiesen“ ist eingegangen',
    );
    const report = (
      (await call(server.app, 'GET', '/api/admin/reports', { token: world.admin })).body.data as {
        id: string;
        ad: { id: string } | null;
      }[]
    ).find((r) => r.ad?.id === ad.id)!;
    const resolved = await call(server.app, 'PATCH', `/api/admin/reports/${report.id}`, {
      token: world.admin,
      body: { status: 'resolved', outcome: 'dismissed', note: 'Der Preis liegt im örtlichen Rahmen.' },
    });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', outcome: 'dismissed' });
    const [dismissal] = await decisionsOf(reporter.token);
    expect(dismissal).toMatchObject({
      kind: 'report_dismissed',
      ground: 'no_violation',
      facts: 'Der Preis liegt im örtlichen Rahmen.',
    });
    expect(await decisionsOf(owner.token)).toEqual([]);
    await world.complain(dismissal!.id, 'Der Anbieter verlangt Vorkasse, siehe Nachricht.', { token: reporter.token });
    const complaint = (await world.openCases(world.secondAdmin)).find((c) => c.decision.id === dismissal!.id)!;
    await world.answer(world.secondAdmin, complaint.complaint.id, 'reversed', 'Wir prüfen die Meldung erneut.');
    const open = (await call(server.app, 'GET', '/api/admin/reports', { token: world.admin })).body.data as {
      id: string;
    }[];
    expect(open.map((r) => r.id)).toContain(report.id);
  });

  it('taking the reported ad down tells its reporters that action was taken', async () => {
    const owner = await seller();
    const reporter = await seller('melder');
    const ad = await publishedAd(server, owner, { title: 'Gemeldet und entfernt' });
    await call(server.app, 'POST', `/api/ads/${ad.id}/report`, { token: reporter.token, body: { reason: 'fraud' } });
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: world.admin,
      body: { reason: 'Betrug' },
    });
    expect((await mailsTo(reporter.email)).map((m) => m.subject)).toContain(
      'Ihre Meldung zu „Gemeldet und entfernt“: wir haben gehandelt',
    );
  });
});

describe('the transparency report', () => {
  it('counts this half-year from the notices, decisions and complaints above', async () => {
    const periods = (await call(server.app, 'GET', '/api/transparency')).body.data as TransparencyPeriod[];
    const now = periods[0]!;
    expect(now.notices).toMatchObject({ total: 2, byReason: [{ key: 'fraud', count: 2 }], actioned: 1, dismissed: 1 });
    expect(now.notices.medianHours).toEqual(expect.any(Number));
    // A dismissed notice is no action against content; the take-down is.
    expect(now.actions).toEqual({
      total: 1,
      byGround: [{ key: 'unlawful', count: 1 }],
      byKind: [{ key: 'ad_taken_down', count: 1 }],
    });
    expect(now.automated).toEqual({ detections: 0, reversed: 0, reversalRate: null });
    expect(now.complaints).toMatchObject({ lodged: 1, reversed: 1, upheld: 0, open: 0 });
    expect(now.complaints.medianHours).toEqual(expect.any(Number));
  });
});
