import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, registration, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Activating an account with the mailed code: once, in time, locked after wrong tries, resent on request.
describe('activation and its codes', () => {
  it('a new account cannot sign in before activation', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('early@example.de') });
    const { status, body } = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'early@example.de', password: 'secret-password-1' },
    });
    expect(status).toBe(403);
    expect(body.error).toBe('ACCOUNT_NOT_ACTIVATED');
  });

  it('activates with the code, answering {accessToken, user} with authId.role and no password material', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('act@example.de') });
    const { status, body } = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'act@example.de', activation_code: await server.mail.codeFor('act@example.de') },
    });
    expect(status).toBe(200);
    const data = body.data as { accessToken: string; user: Record<string, unknown> };
    expect(data.accessToken).toMatch(/^ey/);
    expect(data.user).toMatchObject({ email: 'act@example.de', authId: { role: 'USER' }, activated: true });
    expect(JSON.stringify(data.user)).not.toMatch(/password|tokenVersion|scrypt/i);
  });

  it('a code works once', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('once@example.de') });
    const code = await server.mail.codeFor('once@example.de');
    await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'once@example.de', activation_code: code },
    });
    const again = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'once@example.de', activation_code: code },
    });
    // The same answer as for an unknown address: activation does not tell which addresses have an active account.
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('CODE_INVALID');
  });

  it('an address without an account answers exactly like a wrong code: activation does not tell which addresses exist', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('exists@example.de') });
    const right = await server.mail.codeFor('exists@example.de');
    const wrong = right === '000000' ? '111111' : '000000';
    const wrongCode = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'exists@example.de', activation_code: wrong },
    });
    const noAccount = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'no-account@example.de', activation_code: wrong },
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body).toEqual(wrongCode.body);
    expect(noAccount.body).toMatchObject({ error: 'CODE_INVALID', message: 'The code is not correct' });
  });

  it('an account blocked before it was activated is refused at activation and gets no token', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('blocked-early@example.de') });
    const code = await server.mail.codeFor('blocked-early@example.de');
    await server.database.db.execute(sql`update users set blocked = true where email = 'blocked-early@example.de'`);
    const { status, body } = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'blocked-early@example.de', activation_code: code },
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: 'ACCOUNT_BLOCKED', message: 'This account is blocked' });
    expect(body.data).toBeUndefined();
  });

  it('refuses a wrong code, then locks after 5 wrong tries even for the right code', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('guess@example.de') });
    const right = await server.mail.codeFor('guess@example.de');
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (
          await call(server.app, 'POST', '/api/auth/activate-user', {
            body: { userEmail: 'guess@example.de', activation_code: wrong },
          })
        ).body.error,
      );
    }
    expect(answers).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'TOO_MANY_ATTEMPTS']);
    const locked = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'guess@example.de', activation_code: right },
    });
    expect(locked.body.error).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a code expires after 10 minutes', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('late@example.de') });
    const code = await server.mail.codeFor('late@example.de');
    server.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const { status, body } = await call(server.app, 'POST', '/api/auth/activate-user', {
        body: { userEmail: 'late@example.de', activation_code: code },
      });
      expect(status).toBe(400);
      expect(body.error).toBe('CODE_EXPIRED');
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('a code still activates at the last millisecond of its 10 minutes', async () => {
    const sentAt = new Date();
    server.clock.frozenAt = sentAt;
    try {
      await call(server.app, 'POST', '/api/auth/register', { body: registration('last-ms@example.de') });
      const code = await server.mail.codeFor('last-ms@example.de');
      server.clock.frozenAt = new Date(sentAt.getTime() + 10 * 60 * 1000);
      const { status } = await call(server.app, 'POST', '/api/auth/activate-user', {
        body: { userEmail: 'last-ms@example.de', activation_code: code },
      });
      expect(status).toBe(200);
    } finally {
      server.clock.frozenAt = undefined;
    }
  });

  it('resend mails a new code (the old one stops working) but not twice within a minute, and says the same for unknown addresses', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('resend@example.de') });
    const first = await server.mail.codeFor('resend@example.de');
    const sentBefore = server.mail.sent.length;
    const throttled = await call(server.app, 'POST', '/api/auth/active-resend', {
      body: { email: 'resend@example.de' },
    });
    expect(throttled.status).toBe(200);
    await server.mail.settled();
    expect(server.mail.sent.length).toBe(sentBefore);

    server.clock.advance(61_000);
    try {
      const resent = await call(server.app, 'POST', '/api/auth/active-resend', {
        body: { email: 'resend@example.de' },
      });
      const unknown = await call(server.app, 'POST', '/api/auth/active-resend', {
        body: { email: 'nobody-here@example.de' },
      });
      expect(unknown.body).toEqual(resent.body);
      await server.mail.settled();
      expect(server.mail.sent.length).toBe(sentBefore + 1);
      const second = await server.mail.codeFor('resend@example.de');
      if (second !== first) {
        const old = await call(server.app, 'POST', '/api/auth/activate-user', {
          body: { userEmail: 'resend@example.de', activation_code: first },
        });
        expect(old.body.error).toBe('CODE_INVALID');
      }
      const ok = await call(server.app, 'POST', '/api/auth/activate-user', {
        body: { userEmail: 'resend@example.de', activation_code: second },
      });
      expect(ok.status).toBe(200);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('a resend is held back for one minute to the millisecond and sent the moment the minute is over', async () => {
    const registeredAt = new Date();
    server.clock.frozenAt = registeredAt;
    try {
      await call(server.app, 'POST', '/api/auth/register', { body: registration('minute@example.de') });
      await server.mail.settled();
      const mailsTo = () => server.mail.sent.filter((m) => m.to === 'minute@example.de').length;
      expect(mailsTo()).toBe(1);
      server.clock.frozenAt = new Date(registeredAt.getTime() + 60_000 - 1);
      await call(server.app, 'POST', '/api/auth/active-resend', { body: { email: 'minute@example.de' } });
      await server.mail.settled();
      expect(mailsTo()).toBe(1);
      server.clock.frozenAt = new Date(registeredAt.getTime() + 60_000);
      await call(server.app, 'POST', '/api/auth/active-resend', { body: { email: 'minute@example.de' } });
      await server.mail.settled();
      expect(mailsTo()).toBe(2);
    } finally {
      server.clock.frozenAt = undefined;
    }
  });

  it('resend mails no code to an account that is active already, or blocked, and answers as for any address', async () => {
    await signUp(server, 'active-resend@example.de');
    await call(server.app, 'POST', '/api/auth/register', { body: registration('blocked-resend@example.de') });
    await server.database.db.execute(sql`update users set blocked = true where email = 'blocked-resend@example.de'`);
    server.clock.advance(61_000);
    try {
      await server.mail.settled();
      const before = server.mail.sent.length;
      const answers = [];
      for (const email of ['active-resend@example.de', 'blocked-resend@example.de', 'nobody-resend@example.de']) {
        answers.push(await call(server.app, 'POST', '/api/auth/active-resend', { body: { email } }));
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.message)).size).toBe(1);
      await server.mail.settled();
      expect(server.mail.sent.slice(before)).toEqual([]);
      // Nor did any of the three code jobs fail (an operator would find it among the dead letters).
      expect(
        (await server.services.jobs.deadLetters(100)).filter((letter) => letter.queue === 'activation-code'),
      ).toEqual([]);
    } finally {
      server.clock.offsetMs = 0;
    }
  });

  it('a failing mail server does not fail the registration, and the mail job delivers the code on a retry', async () => {
    server.mail.failNext = true;
    const { status } = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('nomail@example.de'),
    });
    expect(status).toBe(201);
    const code = await server.mail.codeFor('nomail@example.de');
    expect(server.mail.failNext).toBe(false); // the first delivery did fail
    const activated = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'nomail@example.de', activation_code: code },
    });
    expect(activated.status).toBe(200);
  });
});
