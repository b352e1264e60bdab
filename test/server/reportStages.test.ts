import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decision, TransparencyPeriod } from '../../src/domain/decisions';
import type { Report } from '../../src/domain/report';
import { call, publishedAd, type TestServer, startTestServer } from './helpers';
import { decisionsWorld } from './decisionsWorld';

/*
 * A report at every stage × every viewer, and saved a second time (issue 66). The reporter hears the outcome once —
 * "we acted" by mail, a dismissal as a statement of reasons they may contest — however often the report is saved
 * afterwards; the transparency report counts each notice once; the reported seller never learns who reported; only
 * moderators read the report. A resolved report's outcome stands: only its note changes.
 */

type Stage = 'open' | 'in_review' | 'actioned' | 'dismissed' | 'taken_down';

let server: TestServer;
let world: Awaited<ReturnType<typeof decisionsWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await decisionsWorld(server, 'meldestufen');
});
afterAll(() => server.close());

const reportOf = async (adId: string) =>
  ((await call(server.app, 'GET', '/api/admin/reports', { token: world.admin })).body.data as Report[]).find(
    (r) => r.ad?.id === adId,
  )!;

const notices = async () => {
  const [period] = (await call(server.app, 'GET', '/api/transparency')).body.data as TransparencyPeriod[];
  return { actioned: period?.notices.actioned ?? 0, dismissed: period?.notices.dismissed ?? 0 };
};

const save = (id: string, body: Record<string, unknown>) =>
  call(server.app, 'PATCH', `/api/admin/reports/${id}`, { token: world.admin, body });

/** A live ad reported by a signed-in person, brought to `stage` by a moderator. */
async function reach(stage: Stage) {
  const seller = await world.person('verkaeufer');
  const reporter = await world.person('melderin');
  const stranger = await world.person('fremder');
  const ad = await publishedAd(server, seller, { title: `Gemeldet ${stage}` });
  const filed = await call(server.app, 'POST', `/api/ads/${ad.id}/report`, {
    token: reporter.token,
    body: { reason: 'fraud', message: 'Verlangt die Kaution vor der Besichtigung.' },
  });
  expect(filed.status).toBe(200);
  const report = await reportOf(ad.id);
  if (stage === 'in_review') expect((await save(report.id, { status: 'in_review' })).status).toBe(200);
  if (stage === 'actioned' || stage === 'dismissed')
    expect((await save(report.id, { status: 'resolved', outcome: stage, note: 'Geprüft.' })).status).toBe(200);
  if (stage === 'taken_down') {
    const down = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: world.admin,
      body: { reason: 'Vorkasse vor der Besichtigung', ground: 'fraud' },
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
  }
  return { ad, report, seller, reporter, stranger };
}

/*
 * stage → the report's status and outcome as moderators read it; what the reporter received (mails after the
 * receipt, statements of reasons); what the transparency report added; whether the seller got a statement.
 */
const STAGES: {
  stage: Stage;
  status: string;
  outcome: string | null;
  reporterMails: number;
  reporterStatements: number;
  counted: { actioned: number; dismissed: number };
  sellerStatements: number;
}[] = [
  {
    stage: 'open',
    status: 'open',
    outcome: null,
    reporterMails: 0,
    reporterStatements: 0,
    counted: { actioned: 0, dismissed: 0 },
    sellerStatements: 0,
  },
  {
    stage: 'in_review',
    status: 'in_review',
    outcome: null,
    reporterMails: 0,
    reporterStatements: 0,
    counted: { actioned: 0, dismissed: 0 },
    sellerStatements: 0,
  },
  {
    stage: 'actioned',
    status: 'resolved',
    outcome: 'actioned',
    reporterMails: 1,
    reporterStatements: 0,
    counted: { actioned: 1, dismissed: 0 },
    sellerStatements: 0,
  },
  {
    stage: 'dismissed',
    status: 'resolved',
    outcome: 'dismissed',
    reporterMails: 1,
    reporterStatements: 1,
    counted: { actioned: 0, dismissed: 1 },
    sellerStatements: 0,
  },
  {
    stage: 'taken_down',
    status: 'resolved',
    outcome: 'actioned',
    reporterMails: 1,
    reporterStatements: 0,
    counted: { actioned: 1, dismissed: 0 },
    sellerStatements: 1,
  },
];

describe('a report at every stage, seen by every viewer and saved twice', () => {
  it.each(STAGES)('$stage', async (row) => {
    const before = await notices();
    const { ad, report, seller, reporter, stranger } = await reach(row.stage);
    const afterReceipt = async () => (await world.mailsTo(reporter.email)).slice(2); // the activation code, the receipt

    const check = async (when: string) => {
      const read = await call(server.app, 'GET', `/api/admin/reports/${report.id}`, { token: world.admin });
      expect((read.body.data as { report: Report }).report, when).toMatchObject({
        status: row.status,
        outcome: row.outcome,
      });
      expect((await afterReceipt()).length, `${when}: mails to the reporter`).toBe(row.reporterMails);
      expect((await world.decisionsOf(reporter.token)).length, `${when}: the reporter's statements`).toBe(
        row.reporterStatements,
      );
      const counted = await notices();
      expect(
        { actioned: counted.actioned - before.actioned, dismissed: counted.dismissed - before.dismissed },
        `${when}: the transparency report`,
      ).toEqual(row.counted);
      const sellers = (await world.decisionsOf(seller.token)) as Decision[];
      expect(sellers.length, `${when}: the seller's statements`).toBe(row.sellerStatements);
      // The seller learns what was decided and why, never who reported.
      const sellerMails = JSON.stringify([sellers, await world.mailsTo(seller.email)]);
      expect(sellerMails).not.toContain(reporter.email);
      expect(sellerMails).not.toContain('Kaution vor der Besichtigung');
    };
    await check('at the stage');

    // Only moderators read or move it.
    for (const [who, token, status] of [
      ['the reporter', reporter.token, 403],
      ['the seller', seller.token, 403],
      ['a stranger', stranger.token, 403],
      ['a visitor', undefined, 401],
    ] as const) {
      expect((await call(server.app, 'GET', `/api/admin/reports/${report.id}`, { token })).status, who).toBe(status);
      const moved = await call(server.app, 'PATCH', `/api/admin/reports/${report.id}`, {
        token,
        body: { status: 'resolved', outcome: 'dismissed' },
      });
      expect(moved.status, who).toBe(status);
    }
    await check('after outsiders tried');

    // A second save: the same status with a new note tells nobody again and counts nothing again.
    const again = await save(report.id, {
      status: row.status,
      note: 'Zweite Notiz',
      ...(row.outcome && { outcome: row.outcome }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ note: 'Zweite Notiz' });
    await check('after a second save');

    // A resolved report's outcome stands; an open one moves on.
    for (const change of [
      { status: 'open' },
      { status: 'resolved', outcome: row.outcome === 'dismissed' ? 'actioned' : 'dismissed' },
    ]) {
      const moved = await save(report.id, change);
      if (row.status === 'resolved') {
        expect(moved.status, JSON.stringify(change)).toBe(409);
        expect(moved.body.error).toBe('REPORT_RESOLVED');
        await check(`after refusing ${JSON.stringify(change)}`);
      } else expect(moved.status, JSON.stringify(change)).toBe(200);
    }
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(row.stage === 'taken_down' ? 410 : 200);
  });
});
