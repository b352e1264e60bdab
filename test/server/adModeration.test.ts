import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { adminToken, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';
import { phonePhoto } from './adsFixtures';

// Moderation of ads: what waits for review, what moderators see and decide, what the seller is told.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('moderation', () => {
  it('with moderation on, publishing waits for approval; reject refunds the credit with a reason', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const user = await signUp(moderated, 'mod@example.de');
      const adminTok = await adminToken(moderated);
      await moderated.services.uow.repos.ledger.append({
        userId: user.id,
        packageId: 'basis',
        amount: 2,
        reason: 'grant',
      });
      const make = async () => {
        const ad = (await call(moderated.app, 'POST', '/api/ads', { token: user.token, body: validAd() })).body
          .data as Ad;
        await upload(moderated.app, user.token, ad.id, await phonePhoto());
        return (await call(moderated.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} })).body
          .data as Ad;
      };
      const a = await make();
      const b = await make();
      expect(a.status).toBe('pending');
      expect((await call(moderated.app, 'GET', `/api/ads/${a.id}`)).status).toBe(404);
      const queue = (await call(moderated.app, 'GET', '/api/admin/ads', { token: adminTok })).body.data as Ad[];
      expect(queue.map((x) => x.id)).toEqual([a.id, b.id]);

      const approved = await call(moderated.app, 'POST', `/api/admin/ads/${a.id}/approve`, { token: adminTok });
      expect((approved.body.data as Ad).status).toBe('active');
      expect((await call(moderated.app, 'GET', `/api/ads/${a.id}`)).status).toBe(200);

      const noReason = await call(moderated.app, 'POST', `/api/admin/ads/${b.id}/reject`, {
        token: adminTok,
        body: { reason: ' ' },
      });
      expect(noReason.status).toBe(400);
      const rejected = await call(moderated.app, 'POST', `/api/admin/ads/${b.id}/reject`, {
        token: adminTok,
        body: { reason: 'Bitte echte Fotos der Wohnung verwenden.' },
      });
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Bitte echte Fotos der Wohnung verwenden.',
      });
      expect((await call(moderated.app, 'GET', '/api/ads/credits', { token: user.token })).body.data).toEqual([
        { packageId: 'basis', credits: 1 },
      ]);
      expect((await call(moderated.app, 'POST', `/api/admin/ads/${b.id}/approve`, { token: adminTok })).status).toBe(
        409,
      );
      // While it waits for review the seller may still correct it; it stays in review. Once rejected, an edited first
      // version is a draft again (publishing it again needs a credit: the rejection refunded its own), without the old
      // reason.
      const waiting = await make();
      expect(waiting.status).toBe('pending');
      const corrected = await call(moderated.app, 'PATCH', `/api/ads/${waiting.id}`, {
        token: user.token,
        body: { floor: 4 },
      });
      expect(corrected.body.data).toMatchObject({ status: 'pending', floor: 4 });
      const edited = await call(moderated.app, 'PATCH', `/api/ads/${b.id}`, {
        token: user.token,
        body: { title: 'Wohnung mit echten Fotos' },
      });
      expect(edited.body.data).toMatchObject({
        status: 'draft',
        rejectionReason: null,
        title: 'Wohnung mit echten Fotos',
      });
    } finally {
      await moderated.close();
    }
  });
  it('with moderation on, a live ad’s commission, amounts and seller go back to review; its facts do not', async () => {
    const moderated = await startTestServer({ moderation: true });
    try {
      const user = await signUp(moderated, 'amounts@example.de');
      const adminTok = await adminToken(moderated);
      await moderated.services.uow.repos.ledger.append({
        userId: user.id,
        packageId: 'basis',
        amount: 2,
        reason: 'grant',
      });
      const live = async (body: Record<string, unknown>) => {
        const created = await call(moderated.app, 'POST', '/api/ads', { token: user.token, body: validAd(body) });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const ad = created.body.data as Ad;
        await upload(moderated.app, user.token, ad.id, await phonePhoto());
        await call(moderated.app, 'POST', `/api/ads/${ad.id}/publish`, { token: user.token, body: {} });
        expect((await call(moderated.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: adminTok })).status).toBe(
          200,
        );
        return ad.id;
      };
      const statusAfter = async (id: string, change: Record<string, unknown>) => {
        const edited = await call(moderated.app, 'PATCH', `/api/ads/${id}`, { token: user.token, body: change });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        const status = (edited.body.data as Ad).status;
        const visible = (await call(moderated.app, 'GET', `/api/ads/${id}`)).status;
        // Back to live for the next change.
        if (status === 'pending')
          await call(moderated.app, 'POST', `/api/admin/ads/${id}/approve`, { token: adminTok });
        return [status, visible];
      };
      const rent = await live({
        serviceChargeCents: 20000,
        heatingCostCents: 8000,
        depositCents: 300000,
      });
      const reviewed = [
        { serviceChargeCents: 29000 },
        { heatingCostCents: 9000 },
        { heatingIncluded: true, heatingCostCents: null },
        { depositCents: 375000 },
      ];
      for (const change of reviewed)
        expect([JSON.stringify(change), ...(await statusAfter(rent, change))]).toEqual([
          JSON.stringify(change),
          'pending',
          410,
        ]);
      // A commission is a sale's (tenants pay none, issue 71).
      // A multi-family house: its commission is written in words (§ 656c BGB asks numbers of flats and family homes).
      const sale = await live({
        category: 'house_buy',
        propertyType: 'multi_family',
        priceCents: 39_000_000,
        hoaFeeCents: 30000,
        parkingPriceCents: 2_000_000,
        commissionFree: false,
        commission: '3,57 % inkl. MwSt.',
      });
      for (const change of [
        { commission: 'Vorab per Western Union: 3,57 %' },
        { commissionFree: true, commission: null },
        { hoaFeeCents: 45000 },
        { parkingPriceCents: 2_500_000 },
      ]) {
        expect([JSON.stringify(change), ...(await statusAfter(sale, change))]).toEqual([
          JSON.stringify(change),
          'pending',
          410,
        ]);
      }
      // Facts without the seller's words stay live.
      for (const change of [{ rooms: 4 }, { floor: 3 }, { features: ['balcony'] }]) {
        expect([JSON.stringify(change), ...(await statusAfter(rent, change))]).toEqual([
          JSON.stringify(change),
          'active',
          200,
        ]);
      }
    } finally {
      await moderated.close();
    }
  });
});
