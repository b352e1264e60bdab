import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/domain/user';
import sharp from 'sharp';
import type { Ad } from '../../src/domain/ad';
import { adminToken, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  adminId = ((await call(server.app, 'GET', '/api/user/profile', { token: admin })).body.data as User).id;
  for (let i = 0; i < 12; i++) await signUp(server, `person${String(i).padStart(2, '0')}@example.de`);
});
afterAll(() => server.close());

/** A live ad of the seller: created, one photo, published with a granted credit. */
async function publishedAd(seller: { token: string; id: string }, title: string): Promise<Ad> {
  await server.services.uow.repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 1, reason: 'grant' });
  const created = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd({ title }) })).body
    .data as Ad;
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8b89a' } })
    .jpeg()
    .toBuffer();
  expect((await upload(server.app, seller.token, created.id, photo)).status).toBe(200);
  const published = await call(server.app, 'POST', `/api/ads/${created.id}/publish`, { token: seller.token, body: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.data as Ad;
}

describe('user administration', () => {
  it('GET /userList/latest answers statusCode 200 with the newest users first', async () => {
    const { status, body } = await call(server.app, 'GET', '/api/userList/latest', { token: admin });
    expect(status).toBe(200);
    expect(body.statusCode).toBe(200);
    const users = body.data as User[];
    expect(users).toHaveLength(10);
    expect(users[0]!.email).toBe('person11@example.de');
    expect(JSON.stringify(users)).not.toMatch(/password/i);
  });

  it('pages with a default of 10 and searches by name or e-mail', async () => {
    const first = (await call(server.app, 'GET', '/api/userList', { token: admin })).body.data as {
      items: User[];
      total: number;
      limit: number;
    };
    expect(first.limit).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(13);
    const second = (await call(server.app, 'GET', '/api/userList?page=2', { token: admin })).body.data as {
      items: User[];
    };
    expect(second.items).toHaveLength(3);
    const found = (await call(server.app, 'GET', '/api/userList?q=person07', { token: admin })).body.data as {
      items: User[];
      total: number;
    };
    expect(found.items.map((u) => u.email)).toEqual(['person07@example.de']);
    const literal = (await call(server.app, 'GET', '/api/userList?q=%25', { token: admin })).body.data as {
      total: number;
    };
    expect(literal.total).toBe(0);
  });

  it('reads a user search the way it was typed or pasted: blanks around it do not count', async () => {
    const found = (await call(server.app, 'GET', '/api/userList?q=%20%20person07%20', { token: admin })).body.data as {
      items: User[];
    };
    expect(found.items.map((u) => u.email)).toEqual(['person07@example.de']);
  });

  it('changes a role; the new admin can administrate, the demoted one no longer', async () => {
    const person = await signUp(server, 'promote@example.de');
    const promoted = await call(server.app, 'PATCH', `/api/userList/${person.id}`, {
      token: admin,
      body: { role: 'ADMIN' },
    });
    expect((promoted.body.data as User).authId.role).toBe('ADMIN');
    expect((await call(server.app, 'GET', '/api/userList/latest', { token: person.token })).status).toBe(200);
    await call(server.app, 'PATCH', `/api/userList/${person.id}`, { token: admin, body: { role: 'USER' } });
    expect((await call(server.app, 'GET', '/api/userList/latest', { token: person.token })).status).toBe(401);
  });

  it('an admin cannot demote or block themselves', async () => {
    const demote = await call(server.app, 'PATCH', `/api/userList/${adminId}`, {
      token: admin,
      body: { role: 'USER' },
    });
    const block = await call(server.app, 'PATCH', `/api/userList/${adminId}`, {
      token: admin,
      body: { blocked: true },
    });
    expect([demote.status, block.status]).toEqual([403, 403]);
    expect((await call(server.app, 'GET', '/api/user/profile', { token: admin })).body.data).toMatchObject({
      authId: { role: 'ADMIN' },
      blocked: false,
    });
  });

  it('an admin may save their own role and unblocked state unchanged', async () => {
    expect(
      (await call(server.app, 'PATCH', `/api/userList/${adminId}`, { token: admin, body: { role: 'ADMIN' } })).status,
    ).toBe(200);
    expect(
      (await call(server.app, 'PATCH', `/api/userList/${adminId}`, { token: admin, body: { blocked: false } })).status,
    ).toBe(200);
  });

  it("blocking ends the person's sessions for good: after unblocking they sign in again, an old session stays refused", async () => {
    const person = await signUp(server, 'sitzung@example.de');
    await call(server.app, 'PATCH', `/api/userList/${person.id}`, { token: admin, body: { blocked: true } });
    await call(server.app, 'PATCH', `/api/userList/${person.id}`, { token: admin, body: { blocked: false } });
    expect((await call(server.app, 'GET', '/api/user/profile', { token: person.token })).status).toBe(401);
  });

  it('unblocking, promoting and saving a role unchanged keep the person signed in', async () => {
    const person = await signUp(server, 'bleibt@example.de');
    for (const change of [
      { blocked: false },
      { role: 'USER' },
      { role: 'ADMIN' },
      { blocked: false },
      { role: 'ADMIN' },
    ]) {
      const saved = await call(server.app, 'PATCH', `/api/userList/${person.id}`, { token: admin, body: change });
      expect(saved.status).toBe(200);
      expect(
        (await call(server.app, 'GET', '/api/user/profile', { token: person.token })).status,
        JSON.stringify(change),
      ).toBe(200);
    }
  });

  it('blocks and unblocks', async () => {
    const person = await signUp(server, 'blockme@example.de');
    await call(server.app, 'PATCH', `/api/userList/${person.id}`, { token: admin, body: { blocked: true } });
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'blockme@example.de', password: 'secret-password-1' },
        })
      ).body.error,
    ).toBe('ACCOUNT_BLOCKED');
    await call(server.app, 'PATCH', `/api/userList/${person.id}`, { token: admin, body: { blocked: false } });
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'blockme@example.de', password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it("hides a blocked person's ads from visitors, the list and contact, and shows them again after unblocking", async () => {
    const seller = await signUp(server, 'scam@example.de');
    const created = await publishedAd(seller, 'Verdächtig günstige Altbauwohnung');
    const listed = async () =>
      ((await call(server.app, 'GET', '/api/ads?q=Verdächtig').then((r) => r.body.data)) as { items: Ad[] }).items.map(
        (a) => a.id,
      );
    expect(await listed()).toEqual([created.id]);
    const contact = {
      name: 'Interessent',
      email: 'interessent@example.de',
      message: 'Ist die Wohnung noch frei? Ich würde sie gern besichtigen.',
    };
    const sent = await call(server.app, 'POST', `/api/ads/${created.id}/contact`, { body: contact });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } });
    expect(await listed()).toEqual([]);
    expect((await call(server.app, 'GET', `/api/ads/${created.id}`)).status).toBe(404);
    expect((await call(server.app, 'POST', `/api/ads/${created.id}/contact`, { body: contact })).status).toBe(404);
    // Admins still see it, to judge it.
    expect((await call(server.app, 'GET', `/api/ads/${created.id}`, { token: admin })).status).toBe(200);

    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: false } });
    expect(await listed()).toEqual([created.id]);
    expect((await call(server.app, 'GET', `/api/ads/${created.id}`)).status).toBe(200);
  });

  it('refuses unknown users, unknown fields and empty changes', async () => {
    expect(
      (
        await call(server.app, 'PATCH', '/api/userList/00000000-0000-4000-8000-000000000000', {
          token: admin,
          body: { blocked: true },
        })
      ).status,
    ).toBe(404);
    expect((await call(server.app, 'PATCH', `/api/userList/${adminId}`, { token: admin, body: {} })).status).toBe(400);
    expect(
      (await call(server.app, 'PATCH', '/api/userList/not-a-uuid', { token: admin, body: { blocked: true } })).status,
    ).toBe(400);
  });

  it('refuses a user search longer than 200 characters', async () => {
    const search = await call(server.app, 'GET', `/api/userList?q=${'a'.repeat(201)}`, { token: admin });
    expect([search.status, search.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call(server.app, 'GET', `/api/userList?q=${'a'.repeat(200)}`, { token: admin })).status).toBe(200);
  });

  it('shows the dashboard figures, which follow new users and ads', async () => {
    type Stats = { users: number; activeAds: number; pendingAds: number; revenueCents: number };
    const stats = async () => (await call(server.app, 'GET', '/api/admin/stats', { token: admin })).body.data as Stats;
    const before = await stats();
    const seller = await signUp(server, 'figures@example.de');
    await publishedAd(seller, 'Reihenhaus mit Garten am Stadtrand');
    expect(await stats()).toEqual({ ...before, users: before.users + 1, activeAds: before.activeAds + 1 });
    // Blocking the seller takes the ad offline: the figure counts what visitors can see.
    expect(
      (await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } })).status,
    ).toBe(200);
    expect((await stats()).activeAds).toBe(before.activeAds);
  });
});

describe('authorization matrix: visitor, user, other user, admin × every route', () => {
  const UUID = '00000000-0000-4000-8000-000000000000';
  type Who = 'visitor' | 'user' | 'admin';
  /** Expected status per caller; routes that do not care who calls are listed with one status for all. */
  const routes: {
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    expect: Record<Who, number>;
  }[] = [
    { method: 'GET', url: '/api/health', expect: { visitor: 200, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/openapi.json', expect: { visitor: 200, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/package/getAllPackages', expect: { visitor: 200, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/ads', expect: { visitor: 200, user: 200, admin: 200 } },
    { method: 'GET', url: `/api/ads/${UUID}`, expect: { visitor: 404, user: 404, admin: 404 } },
    { method: 'GET', url: '/api/user/profile', expect: { visitor: 401, user: 200, admin: 200 } },
    {
      method: 'PATCH',
      url: '/api/user/profile',
      body: { name: 'Neu' },
      expect: { visitor: 401, user: 200, admin: 200 },
    },
    { method: 'GET', url: '/api/user/notifications', expect: { visitor: 401, user: 200, admin: 200 } },
    {
      method: 'PUT',
      url: '/api/user/notifications',
      body: { newsletter: false },
      expect: { visitor: 401, user: 200, admin: 200 },
    },
    {
      method: 'POST',
      url: '/api/user/password',
      body: { currentPassword: 'wrong-pass-1', newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' },
      expect: { visitor: 401, user: 400, admin: 400 },
    },
    {
      method: 'DELETE',
      url: '/api/user/profile',
      body: { password: 'wrong-pass-1' },
      expect: { visitor: 401, user: 400, admin: 400 },
    },
    { method: 'GET', url: '/api/ads/mine', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/ads/credits', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'POST', url: '/api/ads', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
    {
      method: 'PATCH',
      url: `/api/ads/${UUID}`,
      body: { title: 'Irgendein Titel' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'DELETE', url: `/api/ads/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'POST', url: `/api/ads/${UUID}/publish`, body: {}, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'POST', url: `/api/ads/${UUID}/pause`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'POST', url: `/api/ads/${UUID}/resume`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'PUT',
      url: `/api/ads/${UUID}/images/order`,
      body: { imageIds: [] },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'DELETE', url: `/api/ads/${UUID}/images/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'POST',
      url: `/api/admin/ads/${UUID}/take-down`,
      body: { reason: 'Betrugsverdacht' },
      expect: { visitor: 401, user: 403, admin: 404 },
    },
    { method: 'GET', url: '/api/admin/audit', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'GET', url: '/api/userList/latest', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'GET', url: '/api/userList', expect: { visitor: 401, user: 403, admin: 200 } },
    {
      method: 'PATCH',
      url: `/api/userList/${UUID}`,
      body: { blocked: true },
      expect: { visitor: 401, user: 403, admin: 404 },
    },
    { method: 'GET', url: '/api/admin/stats', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'GET', url: '/api/admin/stats/weekly', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'GET', url: '/api/admin/ads', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'POST', url: `/api/admin/ads/${UUID}/approve`, expect: { visitor: 401, user: 403, admin: 404 } },
    {
      method: 'POST',
      url: `/api/admin/ads/${UUID}/reject`,
      body: { reason: 'Nicht zulässig' },
      expect: { visitor: 401, user: 403, admin: 404 },
    },
    {
      method: 'POST',
      url: `/api/admin/ads/${UUID}/request-changes`,
      body: { reason: 'Bitte Fotos ergänzen' },
      expect: { visitor: 401, user: 403, admin: 404 },
    },
    { method: 'GET', url: '/api/legal', expect: { visitor: 200, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/favorites', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'PUT', url: `/api/favorites/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'DELETE', url: `/api/favorites/${UUID}`, expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/user/export', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/saved-searches', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'POST', url: '/api/saved-searches', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
    {
      method: 'PATCH',
      url: `/api/saved-searches/${UUID}`,
      body: { name: 'Umbenannt' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'DELETE', url: `/api/saved-searches/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${UUID}.forged`,
      expect: { visitor: 404, user: 404, admin: 404 },
    },
    {
      method: 'POST',
      url: `/api/ads/${UUID}/conversations`,
      body: { body: 'Ist die Wohnung frei?' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'GET', url: '/api/conversations', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/conversations/unread', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: `/api/conversations/${UUID}/messages`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'POST',
      url: `/api/conversations/${UUID}/messages`,
      body: { body: 'Hallo' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'POST', url: `/api/conversations/${UUID}/read`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'POST', url: `/api/conversations/${UUID}/block`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'DELETE', url: `/api/conversations/${UUID}/block`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'POST',
      url: `/api/conversations/${UUID}/report`,
      body: { reason: 'spam' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    // GET /api/conversations/stream never ends for a signed-in caller; its 401 for visitors is in messages.test.ts.
    { method: 'GET', url: `/api/ads/${UUID}/seller`, expect: { visitor: 404, user: 404, admin: 404 } },
    { method: 'GET', url: '/api/admin/reports', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'GET', url: `/api/admin/reports/${UUID}`, expect: { visitor: 401, user: 403, admin: 404 } },
    {
      method: 'PATCH',
      url: `/api/admin/reports/${UUID}`,
      body: { status: 'resolved' },
      expect: { visitor: 401, user: 403, admin: 404 },
    },
    { method: 'GET', url: '/api/admin/dead-letters', expect: { visitor: 401, user: 403, admin: 200 } },
    { method: 'POST', url: `/api/admin/dead-letters/${UUID}/retry`, expect: { visitor: 401, user: 403, admin: 404 } },
    {
      method: 'POST',
      url: `/api/ads/${UUID}/contact`,
      body: { name: 'Paul', email: 'p@example.de', message: 'Ist die Wohnung frei?' },
      expect: { visitor: 404, user: 404, admin: 404 },
    },
    {
      method: 'POST',
      url: `/api/ads/${UUID}/report`,
      body: { reason: 'fraud' },
      expect: { visitor: 404, user: 404, admin: 404 },
    },
    { method: 'GET', url: '/api/payments/config', expect: { visitor: 200, user: 200, admin: 200 } },
    {
      method: 'POST',
      url: '/api/payments/intent',
      body: { packageId: 'nope' },
      expect: { visitor: 401, user: 400, admin: 400 },
    },
    { method: 'GET', url: '/api/payments/mine', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: `/api/payments/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'GET', url: `/api/payments/${UUID}/receipt`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'POST',
      url: '/api/payments/demo/confirm',
      body: { paymentId: UUID, number: '4242424242424242', expiry: '12/39', cvc: '123' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    // Issue 45: viewings. Someone else's (or no) ad, slot or booking is not found, whoever asks; an admin reads none.
    { method: 'GET', url: `/api/ads/${UUID}/viewings`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'POST',
      url: `/api/ads/${UUID}/viewings`,
      body: { date: '2030-01-01', time: '18:00', minutes: 30, kind: 'group', capacity: 3, openToEnquirers: true },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    {
      method: 'POST',
      url: `/api/ads/${UUID}/viewings/invitations`,
      body: { seekerIds: [UUID] },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'DELETE', url: `/api/viewing-slots/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'POST', url: `/api/viewing-slots/${UUID}/booking`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'DELETE', url: `/api/viewing-bookings/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'PUT',
      url: `/api/viewing-bookings/${UUID}/attendance`,
      body: { attendance: 'attended' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'GET', url: '/api/viewings', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/user/calendar-feed', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'POST', url: '/api/user/calendar-feed', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'DELETE', url: '/api/user/calendar-feed', expect: { visitor: 401, user: 200, admin: 200 } },
    {
      method: 'GET',
      url: `/api/calendar/${UUID}.forged-mac-0123456789.ics`,
      expect: { visitor: 404, user: 404, admin: 404 },
    },
    // Issue 45: applications. Someone else's application or ad is not found; an admin reads no document.
    { method: 'GET', url: '/api/user/tenant-profile', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'GET', url: '/api/user/documents', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'PUT', url: '/api/user/tenant-profile', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
    { method: 'POST', url: '/api/user/documents', body: {}, expect: { visitor: 401, user: 415, admin: 415 } },
    { method: 'DELETE', url: `/api/user/documents/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'GET', url: '/api/applications', expect: { visitor: 401, user: 200, admin: 200 } },
    {
      method: 'POST',
      url: `/api/ads/${UUID}/application`,
      body: { profileConsent: true },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    { method: 'GET', url: `/api/ads/${UUID}/applications`, expect: { visitor: 401, user: 404, admin: 404 } },
    {
      method: 'PUT',
      url: `/api/applications/${UUID}/sharing`,
      body: { profileConsent: false, documentIds: [] },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    {
      method: 'PUT',
      url: `/api/applications/${UUID}/status`,
      body: { status: 'declined' },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    {
      method: 'POST',
      url: `/api/applications/${UUID}/document-request`,
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    {
      method: 'GET',
      url: `/api/applications/${UUID}/documents/${UUID}`,
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    {
      method: 'POST',
      url: '/api/payments/demo/authenticate',
      body: { paymentId: UUID, approve: true },
      expect: { visitor: 401, user: 404, admin: 404 },
    },
    // Issue 46: push devices and settings are the person's own; another's device is not found, an admin's too.
    { method: 'GET', url: '/api/push/devices', expect: { visitor: 401, user: 200, admin: 200 } },
    { method: 'POST', url: '/api/push/devices', body: {}, expect: { visitor: 401, user: 400, admin: 400 } },
    { method: 'DELETE', url: `/api/push/devices/${UUID}`, expect: { visitor: 401, user: 404, admin: 404 } },
    { method: 'GET', url: '/api/push/settings', expect: { visitor: 401, user: 200, admin: 200 } },
    {
      method: 'PUT',
      url: '/api/push/settings',
      body: { preview: false },
      expect: { visitor: 401, user: 200, admin: 200 },
    },
  ];

  it.each(routes)('$method $url', async (route) => {
    const user = await signUp(server, `matrix-${Math.random().toString(36).slice(2)}@example.de`);
    const tokens: Record<Who, string | undefined> = { visitor: undefined, user: user.token, admin };
    for (const who of ['visitor', 'user', 'admin'] as const) {
      const { status, body } = await call(server.app, route.method, route.url, {
        token: tokens[who],
        body: route.body,
      });
      expect({ who, status }).toEqual({ who, status: route.expect[who] });
      if (status >= 400)
        expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
    }
  });

  it("another user's ad: not visible, not editable, not deletable, not publishable", async () => {
    const owner = await signUp(server, 'matrix-owner@example.de');
    const intruder = await signUp(server, 'matrix-intruder@example.de');
    const { validAd } = await import('./helpers');
    const ad = (await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd() })).body.data as {
      id: string;
    };
    for (const [method, url, body] of [
      ['GET', `/api/ads/${ad.id}`, undefined],
      ['PATCH', `/api/ads/${ad.id}`, { title: 'Übernommen von jemand' }],
      ['DELETE', `/api/ads/${ad.id}`, undefined],
      ['POST', `/api/ads/${ad.id}/publish`, {}],
    ] as const) {
      expect((await call(server.app, method, url, { token: intruder.token, body })).status).toBe(404);
    }
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).status).toBe(200);
  });
});
