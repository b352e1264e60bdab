import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, signUp, startTestServer, type TestServer } from './helpers';

/** A new password typed twice, as the reset form sends it. */
const RESET_BODY = { newPassword: 'brand-new-password', confirmPassword: 'brand-new-password' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Password recovery's edges: tokens voided, codes that expire, cookies never asked for, refused addresses.
describe('password recovery: tokens, expiry and refusals', () => {
  it('a token stops working the moment its account is blocked, deactivated or gone, its tokens are voided or its session is gone, however that came about', async () => {
    const db = server.database.db;
    const profile = (token: string) => call(server.app, 'GET', '/api/user/profile', { token });
    const blocked = await signUp(server, 'token-blocked@example.de');
    const deactivated = await signUp(server, 'token-inactive@example.de');
    const gone = await signUp(server, 'token-gone@example.de');
    const versioned = await signUp(server, 'token-version@example.de');
    const sessionGone = await signUp(server, 'token-session-gone@example.de');
    const accounts = [blocked, deactivated, gone, versioned, sessionGone];
    for (const account of accounts) expect((await profile(account.token)).status).toBe(200);
    // Changed in the database directly (an operator's fix, another process): no API call that also ends sessions.
    await db.execute(sql`update users set blocked = true where id = ${blocked.id}`);
    await db.execute(sql`update users set activated = false where id = ${deactivated.id}`);
    await db.execute(sql`delete from users where id = ${gone.id}`);
    // Every token the account was given before is void, its sessions untouched ...
    await db.execute(sql`update users set token_version = token_version + 1 where id = ${versioned.id}`);
    // ... or the session row is gone (cleaned up), the account untouched.
    await db.execute(sql`delete from sessions where user_id = ${sessionGone.id}`);
    for (const account of accounts) {
      const res = await profile(account.token);
      expect([res.status, res.body.error]).toEqual([401, 'UNAUTHORIZED']);
    }
  });

  it('a verified reset code still expires: a new password sent after its 10 minutes is refused and the old one stays', async () => {
    await signUp(server, 'reset-late@example.de');
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'reset-late@example.de' } });
    const code = await server.mail.codeFor('reset-late@example.de');
    const verified = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'reset-late@example.de', code },
    });
    const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
    const body = RESET_BODY;
    server.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const late = await call(server.app, 'POST', '/api/auth/reset-password?email=reset-late@example.de', {
        body,
        cookies: { inserat_reset: cookie.value },
      });
      expect([late.status, late.body.error]).toEqual([400, 'CODE_EXPIRED']);
    } finally {
      server.clock.offsetMs = 0;
    }
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'reset-late@example.de', password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('a verified reset code still works at the last millisecond of its 10 minutes', async () => {
    await signUp(server, 'reset-last@example.de');
    const askedAt = new Date();
    server.clock.frozenAt = askedAt;
    try {
      await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'reset-last@example.de' } });
      const code = await server.mail.codeFor('reset-last@example.de');
      const verified = await call(server.app, 'POST', '/api/auth/verify-otp', {
        body: { email: 'reset-last@example.de', code },
      });
      const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
      server.clock.frozenAt = new Date(askedAt.getTime() + 10 * 60 * 1000);
      const reset = await call(server.app, 'POST', '/api/auth/reset-password?email=reset-last@example.de', {
        body: RESET_BODY,
        cookies: { inserat_reset: cookie.value },
      });
      expect(reset.status).toBe(200);
    } finally {
      server.clock.frozenAt = undefined;
    }
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'reset-last@example.de', password: RESET_BODY.newPassword },
        })
      ).status,
    ).toBe(200);
  });

  it('a reset cookie for an account that never asked for a reset is refused', async () => {
    await signUp(server, 'never-asked@example.de');
    const body = RESET_BODY;
    const res = await call(server.app, 'POST', '/api/auth/reset-password?email=never-asked@example.de', {
      body,
      cookies: { inserat_reset: 'made-up' },
    });
    expect([res.status, res.body.error]).toEqual([403, 'FORBIDDEN']);
  });

  it('a blocked account is sent no reset code', async () => {
    const { id } = await signUp(server, 'blocked-reset@example.de');
    await server.database.db.execute(sql`update users set blocked = true where id = ${id}`);
    await server.mail.settled();
    const before = server.mail.sent.length;
    expect(
      (await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'blocked-reset@example.de' } }))
        .status,
    ).toBe(200);
    await server.mail.settled();
    expect(server.mail.sent.slice(before).filter((m) => m.to === 'blocked-reset@example.de')).toEqual([]);
  });

  it('forgot-password, forgot-resend and active-resend refuse a malformed address with a field error and mail nothing', async () => {
    await server.mail.settled();
    const before = server.mail.sent.length;
    for (const route of ['/api/auth/forgot-password', '/api/auth/forgot-resend', '/api/auth/active-resend']) {
      for (const [email, code] of [
        ['not-an-address', 'invalid'],
        ['   ', 'required'],
      ]) {
        const { status, body } = await call(server.app, 'POST', route, { body: { email } });
        expect([route, status, body.error, body.errors]).toEqual([
          route,
          400,
          'VALIDATION_FAILED',
          [expect.objectContaining({ field: 'email', code })],
        ]);
      }
    }
    await server.mail.settled();
    expect(server.mail.sent.length).toBe(before);
  });

  it('reset refuses a mismatch before looking at anything', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/reset-password?email=x@example.de', {
      body: { newPassword: 'brand-new-password', confirmPassword: 'different-password' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'confirmPassword', code: 'mismatch' })]);
  });
});
