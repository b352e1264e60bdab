import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

// Wrong codes, clumsy people, attacks on somebody else's account, floods of guessed logins and of re-authentication.
describe('wrong codes', () => {
  it('40 concurrent wrong codes and the right one: at most five are ever compared, so the right one is refused too', async () => {
    const email = 'guessed@example.de';
    expect((await post('/api/auth/register', registration(email))).status).toBe(201);
    const right = await server.mail.codeFor(email);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/api/auth/activate-user', { userEmail: email, activation_code: wrong(i) }),
      ),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(36);
    const late = await post('/api/auth/activate-user', { userEmail: email, activation_code: right });
    expect(late.status).toBe(429);
    expect(late.body.error).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('a clumsy person with the production limits', () => {
  it('register → activate → login → forgot → verify → reset → login with ordinary slips never meets a 429', async () => {
    const email = 'clumsy@example.de';
    const statuses: number[] = [];
    const step = async (url: string, body: unknown, cookies?: Record<string, string>) => {
      const answer = await call(server.app, 'POST', url, { body, cookies, headers: from() });
      statuses.push(answer.status);
      return answer;
    };
    await step('/api/auth/register', registration(email, { confirmPassword: 'secret-password-2' })); // mistyped repeat
    await step('/api/auth/register', registration(email));
    await step('/api/auth/activate-user', {
      userEmail: email,
      activation_code: '000000' === (await server.mail.codeFor(email)) ? '111111' : '000000',
    });
    await step('/api/auth/active-resend', { email });
    await step('/api/auth/activate-user', { userEmail: email, activation_code: await server.mail.codeFor(email) });
    for (const slip of ['secret-password', 'Secret-password-1', 'secret-pasword-1'])
      await step('/api/auth/login', { email, password: slip });
    expect((await step('/api/auth/login', { email, password: 'secret-password-1' })).status).toBe(200);
    await step(`/api/auth/forgot-password`, { email });
    server.clock.advance(61_000);
    await step(`/api/auth/forgot-resend`, { email }); // "did it arrive?"
    await step('/api/auth/verify-otp', {
      email,
      code: '000000' === (await server.mail.codeFor(email)) ? '111111' : '000000',
    });
    const verified = await step('/api/auth/verify-otp', { email, code: await server.mail.codeFor(email) });
    const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
    await step(
      `/api/auth/reset-password?email=${email}`,
      { newPassword: 'new-secret-password-1', confirmPassword: 'new-secret-password-1' },
      { [cookie.name]: cookie.value },
    );
    expect((await step('/api/auth/login', { email, password: 'new-secret-password-1' })).status).toBe(200);
    expect(statuses).toEqual([400, 201, 400, 200, 200, 401, 401, 401, 200, 200, 200, 400, 200, 200, 200]);
    expect(server.clock.sleeps).toEqual([]);
  });
});

describe('an attacker aiming at somebody else', () => {
  it('failed logins for a victim slow further tries (1 s, 2 s … at most 10 s) but the owner still gets in, and signing in clears them', async () => {
    const email = 'victim@example.de';
    await activeAccount(email);
    server.clock.sleeps.length = 0;
    // From a dozen addresses (one address is refused past LOGINS_PER_IP_PER_MINUTE: loginBurst.test.ts).
    for (let i = 0; i < 12; i++)
      expect(
        (
          await post(
            '/api/auth/login',
            { email, password: `guess-${i}-password` },
            { 'x-forwarded-for': `203.0.113.${i}` },
          )
        ).status,
      ).toBe(401);
    expect(server.clock.sleeps).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);

    const owner = await post('/api/auth/login', { email, password: 'secret-password-1' });
    expect(owner.status).toBe(200);
    expect(server.clock.sleeps.at(-1)).toBe(10_000);
    server.clock.sleeps.length = 0;
    expect((await post('/api/auth/login', { email, password: 'secret-password-1' })).status).toBe(200);
    expect(server.clock.sleeps).toEqual([]); // the success cleared the failures
  });

  it("failed logins for one account do not slow anybody else's sign-in", async () => {
    const bystander = 'bystander@example.de';
    await activeAccount(bystander);
    const attacker = { 'x-forwarded-for': '203.0.113.11' };
    for (let i = 0; i < 8; i++)
      expect(
        (await post('/api/auth/login', { email: 'target@example.de', password: `guess-${i}-password` }, attacker))
          .status,
      ).toBe(401);
    expect(server.clock.sleeps.length).toBeGreaterThan(0);
    server.clock.sleeps.length = 0;
    expect((await post('/api/auth/login', { email: bystander, password: 'secret-password-1' })).status).toBe(200);
    expect(server.clock.sleeps).toEqual([]);
  });

  it('a password reset clears the failed logins too: the owner signs in with the new password without waiting', async () => {
    const email = 'reset-victim@example.de';
    await activeAccount(email);
    const attacker = { 'x-forwarded-for': '203.0.113.10' };
    for (let i = 0; i < 8; i++)
      expect((await post('/api/auth/login', { email, password: `guess-${i}-password` }, attacker)).status).toBe(401);
    expect(server.clock.sleeps.length).toBeGreaterThan(0);

    server.clock.advance(61_000);
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const verified = await post('/api/auth/verify-otp', { email, code: await server.mail.codeFor(email) });
    const cookie = verified.response.cookies.find((c) => c.name === 'inserat_reset')!;
    const reset = await call(server.app, 'POST', `/api/auth/reset-password?email=${email}`, {
      body: { newPassword: 'new-secret-password-1', confirmPassword: 'new-secret-password-1' },
      cookies: { [cookie.name]: cookie.value },
      headers: from(),
    });
    expect(reset.status).toBe(200);
    server.clock.sleeps.length = 0;
    expect((await post('/api/auth/login', { email, password: 'new-secret-password-1' })).status).toBe(200);
    expect(server.clock.sleeps).toEqual([]);
  });

  it('mails to one address are budgeted per hour whether or not it has an account, and the answer does not tell which', async () => {
    const known = 'budget@example.de';
    expect((await post('/api/auth/register', registration(known))).status).toBe(201); // one mail
    const knownAnswers = [];
    for (let i = 0; i < 5; i++) knownAnswers.push(await post('/api/auth/forgot-password', { email: known }));
    const unknownAnswers = [];
    for (let i = 0; i < 6; i++)
      unknownAnswers.push(await post('/api/auth/forgot-password', { email: 'nobody-here@example.de' }));
    expect(knownAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(unknownAnswers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(knownAnswers[4]!.body).toEqual(unknownAnswers[5]!.body);
    expect(knownAnswers[4]!.body.error).toBe('MAIL_QUOTA_REACHED');
    // The budget is the hour's: a minute before it is over the address still gets nothing more.
    server.clock.advance(59 * 60 * 1000);
    expect((await post('/api/auth/forgot-password', { email: known })).status).toBe(429);
    server.clock.advance(61 * 1000);
    expect((await post('/api/auth/forgot-password', { email: known })).status).toBe(200);
  });
});

describe('a distributed flood of guessed logins', () => {
  it('six addresses guessed from many connections at once: the guesses wait in their own lane, every honest sign-in gets through', async () => {
    const honest = Array.from({ length: 10 }, (_, i) => `honest-flood-${i}@example.de`);
    for (const email of honest) await activeAccount(email);
    const targets = Array.from({ length: 6 }, (_, i) => `target-${i}@example.de`);
    const guesses = targets.flatMap((email, t) =>
      Array.from({ length: 30 }, (_, i) =>
        post('/api/auth/login', { email, password: `guess-${i}` }, { 'x-forwarded-for': `203.0.${t}.${i + 1}` }),
      ),
    );
    const signIns = honest.map((email, i) =>
      post('/api/auth/login', { email, password: 'secret-password-1' }, { 'x-forwarded-for': `198.51.100.${200 + i}` }),
    );
    const [guessed, signedIn] = await Promise.all([Promise.all(guesses), Promise.all(signIns)]);
    expect(signedIn.map((a) => a.status)).toEqual(honest.map(() => 200));
    // The guesses were answered (wrong, or busy with Retry-After), never let in.
    expect(new Set(guessed.map((a) => a.status))).toEqual(new Set([401, 503]));
  });
});

describe('a signed-in account asking its password again and again', () => {
  it('40 concurrent wrong passwords (e-mail, password, deletion): five are checked, the rest refused before hashing; sign-in for others goes on', async () => {
    await activeAccount('flooder@example.de');
    const token = (
      (await post('/api/auth/login', { email: 'flooder@example.de', password: 'secret-password-1' })).body.data as {
        accessToken: string;
      }
    ).accessToken;
    const others = Array.from({ length: 15 }, (_, i) => `honest-${i}@example.de`);
    for (const email of others) await activeAccount(email);
    const routes = [
      ['POST', '/api/user/email', { newEmail: 'anders@example.de', password: 'wrong-password-1' }],
      [
        'POST',
        '/api/user/password',
        { currentPassword: 'wrong-password-1', newPassword: 'new-password-123', confirmPassword: 'new-password-123' },
      ],
      ['DELETE', '/api/user/profile', { password: 'wrong-password-1' }],
    ] as const;
    const flood = Array.from({ length: 40 }, (_, i) => {
      const [method, url, body] = routes[i % routes.length]!;
      return call(server.app, method, url, { token, body, headers: from() });
    });
    const logins = others.map((email) =>
      post('/api/auth/login', { email, password: 'secret-password-1' }, { 'x-forwarded-for': '198.51.100.7' }),
    );
    const [floodAnswers, loginAnswers] = await Promise.all([Promise.all(flood), Promise.all(logins)]);
    const statuses = floodAnswers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = floodAnswers.find((a) => a.status === 429)!;
    expect([refused.body.error, refused.response.headers['retry-after']]).toEqual(['TOO_MANY_ATTEMPTS', '900']);
    // Nobody else waited on it: every honest sign-in went through.
    expect(loginAnswers.map((a) => a.status)).toEqual(others.map(() => 200));
    // The account itself is not locked out of signing in.
    expect((await post('/api/auth/login', { email: 'flooder@example.de', password: 'secret-password-1' })).status).toBe(
      200,
    );
  });
});
