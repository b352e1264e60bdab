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
