import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMAGE_WIDTHS } from '../../src/domain/ad';
import { payments } from '../../server/platform/db/schema';
import { adminToken, call, signUp, startTestServer, validAd, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// One's own password changed, and the account deleted: what it needs, what goes and what stays.
describe('own account: password and deletion', () => {
  it('changes the password: needs the current one, ends other sessions, keeps this one', async () => {
    const me = await signUp(server, 'pw@example.de');
    const wrong = await call(server.app, 'POST', '/api/user/password', {
      token: me.token,
      body: {
        currentPassword: 'not-my-password',
        newPassword: 'another-password-2',
        confirmPassword: 'another-password-2',
      },
    });
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'currentPassword', code: 'invalid' })]);
    const changed = await call(server.app, 'POST', '/api/user/password', {
      token: me.token,
      body: {
        currentPassword: 'secret-password-1',
        newPassword: 'another-password-2',
        confirmPassword: 'another-password-2',
      },
    });
    const fresh = (changed.body.data as { accessToken: string }).accessToken;
    expect((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).status).toBe(401);
    expect((await call(server.app, 'GET', '/api/user/profile', { token: fresh })).status).toBe(200);
    // The new password is the one that signs in.
    const login = (password: string) =>
      call(server.app, 'POST', '/api/auth/login', { body: { email: 'pw@example.de', password } });
    expect((await login('secret-password-1')).status).toBe(401);
    expect((await login('another-password-2')).status).toBe(200);
  });

  it('refuses a new password that is too short or not repeated alike, and keeps the old one', async () => {
    const me = await signUp(server, 'schwach@example.de');
    for (const [body, field] of [
      [{ currentPassword: 'secret-password-1', newPassword: 'kurz', confirmPassword: 'kurz' }, 'newPassword'],
      [
        {
          currentPassword: 'secret-password-1',
          newPassword: 'another-password-2',
          confirmPassword: 'another-password-3',
        },
        'confirmPassword',
      ],
    ] as const) {
      const answer = await call(server.app, 'POST', '/api/user/password', { token: me.token, body });
      expect(answer.status, field).toBe(400);
      expect(
        answer.body.errors?.map((e) => e.field),
        field,
      ).toContain(field);
    }
    expect((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).status).toBe(200);
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'schwach@example.de', password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('a deletion sent without any body is a wrong password, not a crash', async () => {
    const me = await signUp(server, 'ohne@example.de');
    const answer = await call(server.app, 'DELETE', '/api/user/profile', { token: me.token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'invalid' })]);
    expect(await server.services.uow.repos.users.findByEmail('ohne@example.de')).not.toBeNull();
  });

  it('an administrator cannot delete their own account, and stays', async () => {
    const admin = await adminToken(server);
    const answer = await call(server.app, 'DELETE', '/api/user/profile', {
      token: admin,
      body: { password: server.config.adminPassword },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('CONFLICT');
    expect(await server.services.uow.repos.users.findByEmail(server.config.adminEmail)).not.toBeNull();
  });

  it('deletion needs the password and removes the person, their ads and image files; payments stay anonymised', async () => {
    const me = await signUp(server, 'leave@example.de');
    const ad = (await call(server.app, 'POST', '/api/ads', { token: me.token, body: validAd() })).body.data as {
      id: string;
    };
    const boundary = 'b0undary';
    const image = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await call(server.app, 'POST', `/api/ads/${ad.id}/images`, {
      token: me.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const dir = path.join(server.dataDir, 'uploads', 'ads', ad.id);
    expect(await readdir(dir)).toHaveLength(IMAGE_WIDTHS.length);
    const [payment] = await server.database.db
      .insert(payments)
      .values({
        userId: me.id,
        packageId: 'basis',
        amountCents: 1490,
        provider: 'demo',
        providerRef: 'demo_1',
        status: 'succeeded',
        idempotencyKey: 'k1',
      })
      .returning();

    const wrong = await call(server.app, 'DELETE', '/api/user/profile', {
      token: me.token,
      body: { password: 'wrong' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'invalid' })]);
    const deleted = await call(server.app, 'DELETE', '/api/user/profile', {
      token: me.token,
      body: { password: 'secret-password-1' },
    });
    expect(deleted.status).toBe(200);
    expect(await server.services.uow.repos.users.findByEmail('leave@example.de')).toBeNull();
    expect(await server.services.uow.repos.ads.findById(ad.id)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
    const [kept] = await server.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ userId: null, amountCents: 1490, status: 'succeeded' });
    expect((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).status).toBe(401);
    // The person is told it is done: what went, what the law keeps, whom to tell if it was not them.
    await server.mail.settled();
    const confirmation = server.mail.sent.find(
      (m) => m.to === 'leave@example.de' && m.subject === 'Ihr Inserat-Konto ist gelöscht',
    );
    expect(confirmation?.text).toContain('Ihre Anzeigen mit ihren Bildern');
    expect(confirmation?.text).toContain('§ 147 AO');
    expect(confirmation?.text).toContain('/impressum');
  });
});
