import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, registration, signUp, startTestServer, type TestServer } from './helpers';

/** A new password typed twice, as the reset form sends it. */
const RESET_BODY = { newPassword: 'brand-new-password', confirmPassword: 'brand-new-password' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Password recovery: the mailed code, its verification in the same browser, and the reset that ends old sessions.
describe('password recovery', () => {
  it('forgot-password answers the same for known and unknown addresses and mails only the known one', async () => {
    await signUp(server, 'forgot@example.de');
    await server.mail.settled();
    const before = server.mail.sent.length;
    const known = await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'forgot@example.de' } });
    const unknown = await call(server.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'nobody@example.de' },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await server.mail.settled();
    expect(server.mail.sent.length).toBe(before + 1);
    expect(server.mail.sent.at(-1)!.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
  });

  it('requests arriving together for one account mail one code, and it is the one that works', async () => {
    await signUp(server, 'together@example.de');
    server.clock.advance(61_000);
    await server.mail.settled();
    const before = server.mail.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(server.app, 'POST', i % 2 ? '/api/auth/forgot-resend' : '/api/auth/forgot-password', {
          body: { email: 'together@example.de' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await server.mail.settled();
    expect(server.mail.sent.length - before).toBe(1);
    const verified = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'together@example.de', code: await server.mail.codeFor('together@example.de') },
    });
    expect(verified.status).toBe(200);
  });

  it('forgot-resend mails a new code once the minute is over, and the new code is the one that verifies', async () => {
    await signUp(server, 'resend-reset@example.de');
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'resend-reset@example.de' } });
    const first = await server.mail.codeFor('resend-reset@example.de');
    const before = server.mail.sent.length;
    server.clock.advance(61_000);
    try {
      const resent = await call(server.app, 'POST', '/api/auth/forgot-resend', {
        body: { email: 'resend-reset@example.de' },
      });
      expect([resent.status, resent.body.message]).toEqual([
        200,
        'If an account exists for this address, a new code is on its way',
      ]);
      await server.mail.settled();
      expect(server.mail.sent.slice(before).map((m) => m.to)).toEqual(['resend-reset@example.de']);
      const second = await server.mail.codeFor('resend-reset@example.de');
      if (second !== first) {
        const old = await call(server.app, 'POST', '/api/auth/verify-otp', {
          body: { email: 'resend-reset@example.de', code: first },
        });
        expect(old.body.error).toBe('CODE_INVALID');
      }
      expect(
        (
          await call(server.app, 'POST', '/api/auth/verify-otp', {
            body: { email: 'resend-reset@example.de', code: second },
          })
        ).status,
      ).toBe(200);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('verify-otp names each malformed field and sets no cookie', async () => {
    const { status, body, response } = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'not-an-address', code: '12ab' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'invalid' }),
      expect.objectContaining({ field: 'code', code: 'invalid' }),
    ]);
    expect(response.cookies).toEqual([]);
    const onlyCode = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'someone@example.de', code: '' },
    });
    expect(onlyCode.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'required' })]);
  });

  it('verify → reset needs the httpOnly cookie from the same browser, ends old sessions and sets the new password', async () => {
    const { token } = await signUp(server, 'reset@example.de');
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'reset@example.de' } });
    const code = await server.mail.codeFor('reset@example.de');

    const wrongEmail = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'other@example.de', code },
    });
    expect(wrongEmail.body.error).toBe('CODE_INVALID');

    const verified = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'reset@example.de', code },
    });
    expect(verified.status).toBe(200);
    const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 600 });
    expect(cookie.secure).toBeFalsy(); // served over http here (npm start on a laptop): a Secure cookie would never come back

    const body = RESET_BODY;
    const withoutCookie = await call(server.app, 'POST', '/api/auth/reset-password?email=reset@example.de', { body });
    expect(withoutCookie.status).toBe(403);
    const forged = await call(server.app, 'POST', '/api/auth/reset-password?email=reset@example.de', {
      body,
      cookies: { inserat_reset: 'guess' },
    });
    expect(forged.status).toBe(403);
    const otherAccount = await call(server.app, 'POST', '/api/auth/reset-password?email=login@example.de', {
      body,
      cookies: { inserat_reset: cookie.value },
    });
    expect(otherAccount.status).toBe(403);

    const reset = await call(server.app, 'POST', '/api/auth/reset-password?email=reset@example.de', {
      body,
      cookies: { inserat_reset: cookie.value },
    });
    expect(reset.status).toBe(200);
    // The browser drops the cookie: a clearing cookie only counts for the path it was set on.
    const cleared = reset.response.cookies.find((c) => c.name === 'inserat_reset')!;
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    // The owner is told, in case it was not them who read the mailbox.
    await server.mail.settled();
    const notice = server.mail.sent.filter((m) => m.to === 'reset@example.de').at(-1)!;
    expect(notice.subject).toBe('Ihr Inserat-Passwort wurde neu festgelegt');
    expect(notice.text).toContain('Alle Geräte sind abgemeldet.');
    expect(notice.text).toContain('/auth/forgot-password');
    expect((await call(server.app, 'GET', '/api/user/profile', { token })).status).toBe(401);
    const oldLogin = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'reset@example.de', password: 'secret-password-1' },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'reset@example.de', password: 'brand-new-password' },
    });
    expect(newLogin.status).toBe(200);

    const replay = await call(server.app, 'POST', '/api/auth/reset-password?email=reset@example.de', {
      body,
      cookies: { inserat_reset: cookie.value },
    });
    expect(replay.status).toBe(403);
  });

  it("a reset proves the address: an account someone registered and never activated becomes the owner's, without that password", async () => {
    // Someone registers the owner's address with a password of their own and never activates it.
    await call(server.app, 'POST', '/api/auth/register', {
      body: registration('pre-registered@example.de', {
        password: 'attacker-password-1',
        confirmPassword: 'attacker-password-1',
      }),
    });
    await server.mail.settled();
    const activationCode = await server.mail.codeFor('pre-registered@example.de');
    // The owner resets the password with a code from their mailbox.
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'pre-registered@example.de' } });
    await vi.waitFor(
      async () => expect(await server.mail.codeFor('pre-registered@example.de')).not.toBe(activationCode),
      { timeout: 10_000 },
    );
    const code = await server.mail.codeFor('pre-registered@example.de');
    const verified = await call(server.app, 'POST', '/api/auth/verify-otp', {
      body: { email: 'pre-registered@example.de', code },
    });
    const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
    expect(
      (
        await call(server.app, 'POST', '/api/auth/reset-password?email=pre-registered@example.de', {
          body: RESET_BODY,
          cookies: { inserat_reset: cookie.value },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'pre-registered@example.de', password: 'attacker-password-1' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'pre-registered@example.de', password: 'brand-new-password' },
        })
      ).status,
    ).toBe(200);
    // The activation code mailed to the registrant's request opens nothing any more.
    const late = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'pre-registered@example.de', activation_code: activationCode },
    });
    expect(late.body.error).toBe('CODE_INVALID');
  });
});
