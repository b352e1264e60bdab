import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateLimits } from '../../server/config';
import { call, registration, startTestServer, type TestServer } from './helpers';

/** The abuse layer (issue 11): attackers are slowed or refused, the people they aim at and clumsy users are not. */
const PRODUCTION_LIMITS: RateLimits = {
  perIpPerMinute: 60,
  mailsPerAddressPerHour: 5,
  loginFailuresBeforeDelay: 5,
  loginsPerIpPerMinute: 30,
};

let server: TestServer;
beforeAll(async () => {
  // The tests reach the server from loopback, as through a local proxy: each test is its own visitor.
  server = await startTestServer({ rateLimit: PRODUCTION_LIMITS }, { TRUST_PROXY: 'loopback' });
});
let visitor = 0;
beforeEach(() => {
  visitor += 1;
});
const from = () => ({ 'x-forwarded-for': `192.0.2.${visitor}` });
afterAll(() => server.close());

const post = (url: string, body: unknown, headers?: Record<string, string>) =>
  call(server.app, 'POST', url, { body, headers: headers ?? from() });
/** Registers and activates an account as this test's visitor. */
async function activeAccount(email: string): Promise<void> {
  expect((await post('/api/auth/register', registration(email))).status).toBe(201);
  expect(
    (await post('/api/auth/activate-user', { userEmail: email, activation_code: await server.mail.codeFor(email) }))
      .status,
  ).toBe(200);
}

// A stranger asking for somebody else's codes, and the limits behind a proxy (each visitor counted by their address).
describe("a stranger asking for somebody else's codes", () => {
  it('spends only their own requests: the owner, from elsewhere, still gets a code and resets the password', async () => {
    await activeAccount('owner-of-address@example.de');
    const stranger = { 'x-forwarded-for': '203.0.113.66' };
    const asked = [];
    for (let i = 0; i < 6; i++)
      asked.push((await post('/api/auth/forgot-password', { email: 'owner-of-address@example.de' }, stranger)).status);
    expect(asked).toEqual([200, 200, 200, 200, 200, 429]);
    // A minute later the owner, from their own connection, asks: a new code comes and resets the password.
    server.clock.advance(61_000);
    try {
      const before = server.mail.sent.length;
      expect(
        (
          await post(
            '/api/auth/forgot-password',
            { email: 'owner-of-address@example.de' },
            { 'x-forwarded-for': '198.51.100.99' },
          )
        ).status,
      ).toBe(200);
      await vi.waitFor(
        async () =>
          expect(server.mail.sent.slice(before).some((m) => m.to === 'owner-of-address@example.de')).toBe(true),
        { timeout: 10_000 },
      );
      const code = await server.mail.codeFor('owner-of-address@example.de');
      const verified = await post('/api/auth/verify-otp', { email: 'owner-of-address@example.de', code });
      const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
      const reset = await call(server.app, 'POST', '/api/auth/reset-password?email=owner-of-address@example.de', {
        body: { newPassword: 'owner-new-password', confirmPassword: 'owner-new-password' },
        cookies: { inserat_reset: cookie.value },
        headers: from(),
      });
      expect(reset.status).toBe(200);
    } finally {
      server.clock.advance(-61_000);
    }
  });

  it('queues no code work for an address without an account in that state: a flood of them leaves the queues empty', async () => {
    await server.mail.settled();
    const flood = [];
    for (let i = 0; i < 30; i++)
      flood.push(
        post(
          '/api/auth/forgot-password',
          { email: `niemand-${i}@example.de` },
          { 'x-forwarded-for': `203.0.113.${i}` },
        ),
      );
    for (let i = 0; i < 30; i++)
      flood.push(
        post('/api/auth/active-resend', { email: `keiner-${i}@example.de` }, { 'x-forwarded-for': `203.0.114.${i}` }),
      );
    expect((await Promise.all(flood)).map((a) => a.status)).toEqual(flood.map(() => 200));
    expect(await server.services.jobs.pending(['activation-code', 'reset-code', 'code-mail'])).toBe(0);
  });

  it('a code somebody waits for does not wait behind bulk mail (alerts, reminders)', async () => {
    await activeAccount('waiting-for-code@example.de');
    await server.mail.settled();
    // Slow enough that 120 bulk mails take many seconds however busy the machine is: a code queued behind them would
    // wait for most of them.
    server.mail.deliveryMs = 400;
    try {
      for (let i = 0; i < 120; i++)
        await server.services.mailer.send({
          to: `rundschreiben-${i}@example.de`,
          subject: 'Neue Anzeigen',
          text: 'x',
          html: 'x',
        });
      expect(
        (
          await post(
            '/api/auth/forgot-password',
            { email: 'waiting-for-code@example.de' },
            { 'x-forwarded-for': '198.51.100.31' },
          )
        ).status,
      ).toBe(200);
      await vi.waitFor(
        () =>
          expect(server.mail.sent.some((m) => m.to === 'waiting-for-code@example.de' && /\b\d{6}\b/.test(m.text))).toBe(
            true,
          ),
        { timeout: 20_000, interval: 5 },
      );
      // When the code went out, most of the bulk mail was still waiting.
      expect(await server.services.jobs.pending(['mail'])).toBeGreaterThan(60);
    } finally {
      server.mail.deliveryMs = 0;
      await server.mail.settled();
    }
  });
});

describe('behind a proxy', () => {
  const burst = async (app: TestServer['app'], forwardedFor: string) => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await call(app, 'POST', '/api/auth/login', {
            body: { email: `p${i}@example.de`, password: 'whatever-123' },
            headers: { 'x-forwarded-for': forwardedFor },
          })
        ).status,
      );
    }
    return statuses;
  };

  const limits = { ...PRODUCTION_LIMITS, perIpPerMinute: 2 };

  it('with TRUST_PROXY=1 each visitor (X-Forwarded-For) has their own per-IP budget', async () => {
    const proxied = await startTestServer({ rateLimit: limits }, { TRUST_PROXY: '1' });
    try {
      expect(await burst(proxied.app, '198.51.100.1')).toEqual([401, 401, 429]);
      expect(await burst(proxied.app, '198.51.100.2')).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('with TRUST_PROXY=1 an IPv6 visitor is one client for all of its /64; another /64 is another client', async () => {
    const proxied = await startTestServer({ rateLimit: limits }, { TRUST_PROXY: '1' });
    try {
      expect(await burst(proxied.app, '2001:db8:7:1::1')).toEqual([401, 401, 429]);
      expect(await burst(proxied.app, '2001:db8:7:1:dead:beef:0:2')).toEqual([429, 429, 429]);
      expect(await burst(proxied.app, '2001:db8:7:2::1')).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY the header is ignored: a forged one does not buy a fresh budget', async () => {
    const direct = await startTestServer({ rateLimit: limits });
    try {
      expect(await burst(direct.app, '198.51.100.1')).toEqual([401, 401, 429]);
      expect(await burst(direct.app, '198.51.100.2')).toEqual([429, 429, 429]);
    } finally {
      await direct.close();
    }
  });

  it('accepts the bearer scheme in any case', async () => {
    const email = 'casing@example.de';
    expect((await post('/api/auth/register', registration(email))).status).toBe(201);
    const token = (
      (await post('/api/auth/activate-user', { userEmail: email, activation_code: await server.mail.codeFor(email) }))
        .body.data as { accessToken: string }
    ).accessToken;
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      expect(
        (
          await call(server.app, 'GET', '/api/user/profile', {
            headers: { ...from(), authorization: `${scheme} ${token}` },
          })
        ).status,
      ).toBe(200);
    }
    // Spaces between and after are the sender's formatting (RFC 9110); another scheme or a second word is not a token.
    const profileWith = async (authorization: string) =>
      (await call(server.app, 'GET', '/api/user/profile', { headers: { ...from(), authorization } })).status;
    expect([await profileWith(`Bearer   ${token}`), await profileWith(`Bearer ${token}  `)]).toEqual([200, 200]);
    expect([
      await profileWith(`XBearer ${token}`),
      await profileWith(`Bearer ${token} extra`),
      await profileWith(`Bearer${token}`),
    ]).toEqual([401, 401, 401]);
  });
});
