import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { adminToken, call, registration, signUp, startTestServer, type TestServer } from './helpers';

/** A new password typed twice, as the reset form sends it. */
const RESET_BODY = { newPassword: 'brand-new-password', confirmPassword: 'brand-new-password' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('registration and activation', () => {
  it('registers a USER, answers 201 with a message in the asked language and mails a 6-digit code', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('Reg.One@Example.DE'),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      statusCode: 201,
      message: 'Registration successful. We have sent you an activation code by e-mail.',
    });
    // The address as the account holds it, for the activation page to show.
    expect(body.data).toEqual({ email: 'reg.one@example.de' });
    await server.mail.settled();
    const mail = server.mail.sent.at(-1)!;
    expect(mail.to).toBe('reg.one@example.de');
    expect(mail.subject).toBe('Your Inserat activation code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain(await server.mail.codeFor('reg.one@example.de'));
  });

  it('answers and writes mails in German by default', async () => {
    const { body } = await call(server.app, 'POST', '/api/auth/register', { body: registration('deutsch@example.de') });
    expect(body.message).toBe(
      'Registrierung erfolgreich. Wir haben Ihnen einen Aktivierungscode per E-Mail geschickt.',
    );
    await server.mail.settled();
    expect(server.mail.sent.at(-1)!.subject).toBe('Ihr Aktivierungscode für Inserat');
  });

  it('keeps the name, last name and phone as typed, without the spaces around them', async () => {
    const { token } = await signUp(server, 'spaces@example.de', {
      name: '  Erika ',
      lastname: ' Mustermann  ',
      phone_number: ' +49 30 1234567 ',
    });
    const profile = await call(server.app, 'GET', '/api/user/profile', { token });
    expect(profile.body.data).toMatchObject({ name: 'Erika', lastname: 'Mustermann', phone_number: '+49 30 1234567' });
  });

  it('needs no phone number: left out or empty, the account has none', async () => {
    for (const [email, phone] of [
      ['ohne-telefon@example.de', undefined],
      ['leeres-telefon@example.de', ''],
    ] as const) {
      const { token } = await signUp(server, email, { phone_number: phone });
      expect((await call(server.app, 'GET', '/api/user/profile', { token })).body.data).toMatchObject({
        email,
        phone_number: null,
      });
    }
  });

  it('refuses any role but USER and changes nothing', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('boss@example.de', { role: 'ADMIN' }),
    });
    expect(status).toBe(403);
    expect(body.error).toBe('FORBIDDEN');
    expect(await server.services.uow.repos.users.findByEmail('boss@example.de')).toBeNull();
  });

  it('a taken e-mail (in any case) gets the same answer as a new one; its owner is told by mail and the account stays', async () => {
    const first = await call(server.app, 'POST', '/api/auth/register', { body: registration('taken@example.de') });
    const code = await server.mail.codeFor('taken@example.de');
    const fresh = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('fresh-address@example.de'),
    });
    const again = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('TAKEN@example.de', {
        name: 'Mallory',
        password: 'other-password-9',
        confirmPassword: 'other-password-9',
      }),
    });
    expect([first.status, fresh.status, again.status]).toEqual([201, 201, 201]);
    expect(again.body.message).toBe(fresh.body.message);
    expect(Object.keys(again.body.data as object)).toEqual(Object.keys(fresh.body.data as object));
    await server.mail.settled();
    const told = server.mail.sent.filter((m) => m.to === 'taken@example.de').at(-1)!;
    expect(told.subject).toBe('Registrierung mit Ihrer E-Mail-Adresse');
    expect(told.text).toContain('Hallo Erika,');
    expect(told.text).toContain('/auth/login');
    // Nothing about the account changed: the first code still activates it, with the first password.
    expect(
      (
        await call(server.app, 'POST', '/api/auth/activate-user', {
          body: { userEmail: 'taken@example.de', activation_code: code },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'taken@example.de', password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it("registering with a blocked account's address answers as usual but mails its owner nothing", async () => {
    const { id } = await signUp(server, 'blocked-owner@example.de');
    await server.database.db.execute(sql`update users set blocked = true where id = ${id}`);
    await server.mail.settled();
    const before = server.mail.sent.length;
    const again = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('blocked-owner@example.de'),
    });
    expect(again.status).toBe(201);
    await server.mail.settled();
    expect(server.mail.sent.slice(before).filter((m) => m.to === 'blocked-owner@example.de')).toEqual([]);
  });

  it('reports every invalid field with a stable code', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('bad', { password: 'short', confirmPassword: 'other', phone_number: 'x' }),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.errors!.map((e) => [e.field, e.code])).toEqual([
      ['email', 'invalid'],
      ['phone_number', 'invalid'],
      ['password', 'too_short'],
      ['confirmPassword', 'mismatch'],
    ]);
  });

  it('activation names each malformed field, under the names the form sends', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'not-an-address', activation_code: '12ab' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'userEmail', code: 'invalid' }),
      expect.objectContaining({ field: 'activation_code', code: 'invalid' }),
    ]);
    const onlyCode = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'someone@example.de', activation_code: '' },
    });
    expect(onlyCode.body.errors).toEqual([expect.objectContaining({ field: 'activation_code', code: 'required' })]);
  });

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

describe('login and tokens', () => {
  it('answers unknown e-mail and wrong password identically', async () => {
    await signUp(server, 'login@example.de');
    const unknown = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'ghost@example.de', password: 'secret-password-1' },
    });
    const wrong = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'login@example.de', password: 'wrong-password-1' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error).toBe('INVALID_CREDENTIALS');
  });

  it('a sign-in without a password or with a malformed address is a field error, not a failed login', async () => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'not-an-address', password: '' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'email', code: 'invalid' }),
      expect.objectContaining({ field: 'password', code: 'required' }),
    ]);
  });

  it('a password longer than any the site takes is a field error, not a failed sign-in', async () => {
    await signUp(server, 'long-guess@example.de');
    const { status, body } = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'long-guess@example.de', password: 'x'.repeat(1025) },
    });
    expect([status, body.error, body.errors?.map((e) => e.field)]).toEqual([400, 'VALIDATION_FAILED', ['password']]);
  });

  it('signs in case-insensitively and the token opens GET /user/profile', async () => {
    await signUp(server, 'profile@example.de');
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'Profile@Example.de', password: 'secret-password-1' },
    });
    const token = (login.body.data as { accessToken: string }).accessToken;
    const profile = await call(server.app, 'GET', '/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email: 'profile@example.de', authId: { role: 'USER' } });
  });

  it('GET /user/profile without or with a bad token is 401', async () => {
    expect((await call(server.app, 'GET', '/api/user/profile')).status).toBe(401);
    expect((await call(server.app, 'GET', '/api/user/profile', { token: 'not.a.jwt' })).body.error).toBe(
      'UNAUTHORIZED',
    );
  });

  it('refuses unsigned ("alg: none"), foreign-key and expired tokens', async () => {
    const { id } = await signUp(server, 'forged@example.de');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: id, ver: 0, iss: 'inserat' })}.`;
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('inserat')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('inserat')
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    for (const token of [unsigned, foreign, expired]) {
      expect((await call(server.app, 'GET', '/api/user/profile', { token })).status).toBe(401);
    }
  });

  it('a token signed with the right key whose subject or session is no UUID is refused with 401, not a 500', async () => {
    const { id } = await signUp(server, 'oddsubject@example.de');
    const key = new TextEncoder().encode(server.config.jwtSecret);
    const signed = (sub: string, jti: string) =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setJti(jti)
        .setIssuer('inserat')
        .setExpirationTime('1h')
        .sign(key);
    const session = '00000000-0000-4000-8000-000000000000';
    for (const token of [
      await signed('1', session),
      await signed("x' or 1=1 --", session),
      await signed(id, 'not-a-session'),
      await signed(`${id}\n`, session),
    ]) {
      for (const path of ['/api/user/profile', '/api/ads/mine', '/api/conversations']) {
        const answer = await call(server.app, 'GET', path, { token });
        expect([path, answer.status, answer.body.error]).toEqual([path, 401, 'UNAUTHORIZED']);
      }
    }
  });

  it("a USER's token is refused by the admin routes with 403 and why", async () => {
    const { token } = await signUp(server, 'not-admin@example.de');
    const { status, body } = await call(server.app, 'GET', '/api/admin/stats', { token });
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: 'FORBIDDEN', message: 'Administrators only' });
    expect((await call(server.app, 'GET', '/api/admin/stats', { token: await adminToken(server) })).status).toBe(200);
  });

  it("a token that pairs one account with another account's session is refused, even signed with the server's key", async () => {
    const mallory = await signUp(server, 'mallory@example.de');
    const alice = await signUp(server, 'alice-session@example.de');
    const aliceSession = (await call(server.app, 'GET', '/api/user/sessions', { token: alice.token })).body.data as {
      id: string;
    }[];
    const sign = (sessionId: string) =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(mallory.id)
        .setJti(sessionId)
        .setIssuer('inserat')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(server.config.jwtSecret));
    const malloryOwn = (await call(server.app, 'GET', '/api/user/sessions', { token: mallory.token })).body.data as {
      id: string;
    }[];
    // The same signing opens Mallory's own session (so the refusal below is about the session, not the signing).
    expect((await call(server.app, 'GET', '/api/user/profile', { token: await sign(malloryOwn[0]!.id) })).status).toBe(
      200,
    );
    const crossed = await call(server.app, 'GET', '/api/user/profile', { token: await sign(aliceSession[0]!.id) });
    expect([crossed.status, crossed.body.error]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('a blocked account cannot sign in and its tokens stop working', async () => {
    const { token, id } = await signUp(server, 'blocked@example.de');
    const admin = await adminToken(server);
    await call(server.app, 'PATCH', `/api/userList/${id}`, { token: admin, body: { blocked: true } });
    expect((await call(server.app, 'GET', '/api/user/profile', { token })).status).toBe(401);
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'blocked@example.de', password: 'secret-password-1' },
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe('ACCOUNT_BLOCKED');
  });
});

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

describe('served over https', () => {
  it('the reset cookie is Secure, so the browser never sends it over plain http', async () => {
    const https = await startTestServer({}, { PUBLIC_URL: 'https://inserat.example' });
    try {
      await signUp(https, 'sicher@example.de');
      await call(https.app, 'POST', '/api/auth/forgot-password', { body: { email: 'sicher@example.de' } });
      const verified = await call(https.app, 'POST', '/api/auth/verify-otp', {
        body: { email: 'sicher@example.de', code: await https.mail.codeFor('sicher@example.de') },
      });
      expect(verified.response.cookies.find((c) => c.name === 'inserat_reset')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await https.close();
    }
  });
});

describe('rate limiting per client address', () => {
  it('answers 429 with the error envelope past the per-IP limit', async () => {
    const perIp = await startTestServer({
      rateLimit: { perIpPerMinute: 2, mailsPerAddressPerHour: 1000, loginFailuresBeforeDelay: 1000 },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await call(perIp.app, 'POST', '/api/auth/forgot-password', { body: { email: `a${i}@example.de` } })).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
      const blocked = await call(perIp.app, 'POST', '/api/auth/login', {
        body: { email: 'target@example.de', password: 'whatever-1' },
      });
      expect(blocked.body).toEqual({
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: 'Too many requests; please wait and try again',
      });
    } finally {
      await perIp.close();
    }
  });
});
