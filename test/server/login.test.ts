import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { adminToken, call, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Signing in and the tokens it gives: refused alike for unknown and wrong, forged or foreign tokens refused.
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
      rateLimit: {
        perIpPerMinute: 2,
        mailsPerAddressPerHour: 1000,
        loginFailuresBeforeDelay: 1000,
        loginsPerIpPerMinute: 1000,
      },
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
