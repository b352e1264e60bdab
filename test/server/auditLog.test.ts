import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAction } from '../../src/domain/adminAction';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let seller: { token: string; id: string };

beforeAll(async () => {
  server = await startTestServer({ moderation: true });
  admin = await adminToken(server);
  seller = await signUp(server, 'protokoll@example.de');
});
afterAll(() => server.close());

const log = async () =>
  (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as AdminAction[];

describe('the audit log', () => {
  it('records who blocked, unblocked, promoted, approved, rejected and handled a report, newest first', async () => {
    const adminEmail = server.config.adminEmail;
    const target = await signUp(server, 'ziel@example.de');
    await call(server.app, 'PATCH', `/api/userList/${target.id}`, { token: admin, body: { blocked: true } });
    await call(server.app, 'PATCH', `/api/userList/${target.id}`, { token: admin, body: { blocked: false } });
    await call(server.app, 'PATCH', `/api/userList/${target.id}`, { token: admin, body: { role: 'ADMIN' } });
    const good = await publishedAd(server, seller, { title: 'Protokollierte Freigabe' });
    await call(server.app, 'POST', `/api/admin/ads/${good.id}/approve`, { token: admin });
    const bad = await publishedAd(server, seller, { title: 'Protokollierte Ablehnung' });
    await call(server.app, 'POST', `/api/admin/ads/${bad.id}/reject`, {
      token: admin,
      body: { reason: 'Keine echten Fotos' },
    });
    await call(server.app, 'POST', `/api/ads/${good.id}/report`, {
      token: seller.token,
      body: { reason: 'fraud', message: 'Vorkasse' },
    });
    const report = (
      (await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as { id: string }[]
    )[0]!;
    await call(server.app, 'PATCH', `/api/admin/reports/${report.id}`, {
      token: admin,
      body: { status: 'resolved', note: 'Anbieter gesperrt' },
    });

    const entries = await log();
    expect(entries.map((e) => [e.action, e.targetLabel, e.detail])).toEqual([
      ['report_updated', 'fraud', 'resolved'],
      ['ad_rejected', 'Protokollierte Ablehnung', 'Keine echten Fotos'],
      ['ad_approved', 'Protokollierte Freigabe', ''],
      ['role_changed', 'Erika Mustermann (ziel@example.de)', 'ADMIN'],
      ['user_unblocked', 'Erika Mustermann (ziel@example.de)', ''],
      ['user_blocked', 'Erika Mustermann (ziel@example.de)', ''],
    ]);
    expect(entries.every((e) => e.adminEmail === adminEmail)).toBe(true);
    expect(entries[5]!.targetId).toBe(target.id);
  });

  it('saving a person unchanged (blocked again, the role they have) leaves no entry', async () => {
    const target = await signUp(server, 'unveraendert@example.de');
    await call(server.app, 'PATCH', `/api/userList/${target.id}`, { token: admin, body: { blocked: true } });
    const before = (await log()).length;
    for (const change of [{ blocked: true }, { role: 'USER' }]) {
      expect(
        (await call(server.app, 'PATCH', `/api/userList/${target.id}`, { token: admin, body: change })).status,
      ).toBe(200);
    }
    expect((await log()).length).toBe(before);
  });

  it('a refused action leaves no entry, and only admins read the log', async () => {
    const before = (await log()).length;
    const draft = await publishedAd(server, seller, { title: 'Zweimal abgelehnt' });
    await call(server.app, 'POST', `/api/admin/ads/${draft.id}/reject`, {
      token: admin,
      body: { reason: 'Erstes Mal' },
    });
    expect(
      (
        await call(server.app, 'POST', `/api/admin/ads/${draft.id}/reject`, {
          token: admin,
          body: { reason: 'Zweites Mal' },
        })
      ).status,
    ).toBe(409);
    expect((await log()).length).toBe(before + 1);
    expect((await call(server.app, 'GET', '/api/admin/audit', { token: seller.token })).status).toBe(403);
    expect((await call(server.app, 'GET', '/api/admin/audit')).status).toBe(401);
  });
});
