import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../src/domain/user';
import { adminToken, call, registration, startTestServer, type TestServer } from './helpers';
import { emulatorToken } from './googleTokens';
import { FirebaseAuthEmulatorFake } from '../fakes/server/FirebaseAuthEmulatorFake';

/** firebase-admin in emulator mode (FIREBASE_AUTH_EMULATOR_HOST): it accepts the emulator's unsigned tokens. */
let server: TestServer;
const emulator = new FirebaseAuthEmulatorFake();
let emulatorHost: string;
beforeAll(async () => {
  emulatorHost = await emulator.start();
  server = await startTestServer(
    {},
    { FIREBASE_PROJECT_ID: 'demo-inserat', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
  );
});
afterAll(async () => {
  await server.close();
  await emulator.stop();
});

const google = (idToken: string, body: Record<string, string> = {}) =>
  call(server.app, 'POST', '/api/auth/google', { body: { idToken, ...body } });

describe('POST /auth/google with emulator-issued tokens', () => {
  it('creates an activated USER from a verified Google account and answers {accessToken, user}', async () => {
    const { status, body } = await google(
      emulatorToken({ uid: 'g1', email: 'Gina.Google@Example.com', name: 'Gina Maria Google' }),
      {
        email: 'gina.google@example.com',
        name: 'Gina Maria Google',
        phone: '',
        img: 'https://lh3.googleusercontent.com/a/photo',
      },
    );
    expect(status).toBe(200);
    const session = body.data as Session;
    expect(session.accessToken).toMatch(/^ey/);
    expect(session.user).toMatchObject({
      email: 'gina.google@example.com',
      name: 'Gina',
      lastname: 'Maria Google',
      activated: true,
      authId: { role: 'USER' },
      img: 'https://lh3.googleusercontent.com/a/photo',
    });
    const profile = await call(server.app, 'GET', '/api/user/profile', { token: session.accessToken });
    expect(profile.body.data).toMatchObject({ email: 'gina.google@example.com' });
  });

  it('a Google account without a name is named after its address; the phone is taken trimmed, a photo only over https', async () => {
    const { body } = await google(emulatorToken({ uid: 'g10', email: 'nameless@example.de' }), {
      name: '  ',
      phone: ' 0170 1234567 ',
      img: 'http://insecure.example/photo.jpg?https://',
    });
    expect((body.data as Session).user).toMatchObject({
      name: 'nameless',
      lastname: '',
      phone_number: '0170 1234567',
      img: null,
    });
    // The token's name wins over the page's, and a last name is cut to the 80 characters the profile holds.
    const { body: second } = await google(
      emulatorToken({ uid: 'g11', email: 'no-phone@example.de', name: `Nora ${'L'.repeat(100)}` }),
      { name: 'Ignored Name', phone: '   ', img: '' },
    );
    expect((second.data as Session).user).toMatchObject({
      name: 'Nora',
      lastname: 'L'.repeat(80),
      phone_number: null,
      img: null,
    });
    // A one-word name longer than that is cut the same way, and so is an address's part before the @.
    const { status, body: third } = await google(
      emulatorToken({ uid: 'g12', email: 'long-name@example.de', name: `  ${'F'.repeat(100)}  ` }),
    );
    expect(status).toBe(200);
    expect((third.data as Session).user).toMatchObject({ name: 'F'.repeat(80), lastname: '' });
    // A client that sends only the token: the account is named after the address, with no phone and no photo.
    const { body: bare } = await google(emulatorToken({ uid: 'g14', email: 'token-only@example.de' }));
    expect((bare.data as Session).user).toMatchObject({
      name: 'token-only',
      lastname: '',
      phone_number: null,
      img: null,
    });
    const local = `${'a'.repeat(90)}@example.de`;
    const { body: fourth } = await google(emulatorToken({ uid: 'g13', email: local }));
    expect((fourth.data as Session).user).toMatchObject({ name: 'a'.repeat(80), lastname: '' });
  });

  it('pre-hijacking fails: an account registered with the address but never activated loses the password someone else set', async () => {
    // The attacker registers the victim's address with a password of their own and never activates it.
    const registered = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('link@example.de', {
        password: 'attacker-password-1',
        confirmPassword: 'attacker-password-1',
      }),
    });
    expect(registered.status).toBe(201);
    // The activation code goes out at registration (taken once mailed: a job that ran after the Google sign-in below
    // would find the account active and rightly mail nothing).
    const code = await server.mail.codeFor('link@example.de');
    const before = await server.services.uow.repos.users.findByEmail('link@example.de');
    // The victim signs in with Google: Google proves the address, so the account is theirs, activated.
    const { body } = await google(emulatorToken({ uid: 'g2', email: 'LINK@example.de', name: 'Someone Else' }));
    const session = body.data as Session;
    expect(session.user.id).toBe(before!.id);
    expect(session.user).toMatchObject({ activated: true });
    // The attacker's password opens nothing, now or later; the victim's session stands.
    const attacker = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'link@example.de', password: 'attacker-password-1' },
    });
    expect([attacker.status, attacker.body.error]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect((await server.services.uow.repos.users.findByEmail('link@example.de'))!.passwordHash).toBeNull();
    expect((await call(server.app, 'GET', '/api/user/profile', { token: session.accessToken })).status).toBe(200);
    // The activation code mailed at registration opens nothing now: whoever reads it later gets no session.
    const late = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'link@example.de', activation_code: code },
    });
    expect([late.status, late.body.error, late.body.data]).toEqual([400, 'CODE_INVALID', undefined]);
  });

  it('an activated account (its address proven by its code) keeps its password when Google is linked', async () => {
    const registered = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('proven@example.de'),
    });
    expect(registered.status).toBe(201);
    await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: 'proven@example.de', activation_code: await server.mail.codeFor('proven@example.de') },
    });
    expect((await google(emulatorToken({ uid: 'g20', email: 'proven@example.de' }))).status).toBe(200);
    expect(
      (
        await call(server.app, 'POST', '/api/auth/login', {
          body: { email: 'proven@example.de', password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('trusts the token, not the body: a different e-mail in the body changes nothing', async () => {
    const { body } = await google(emulatorToken({ uid: 'g3', email: 'real@example.com', name: 'Real Person' }), {
      email: 'admin@inserat.local',
    });
    expect((body.data as Session).user.email).toBe('real@example.com');
  });

  it('requires a verified e-mail', async () => {
    const { status, body } = await google(
      emulatorToken({ uid: 'g4', email: 'unverified@example.com', emailVerified: false }),
    );
    expect(status).toBe(403);
    expect(body.error).toBe('FORBIDDEN');
    expect(await server.services.uow.repos.users.findByEmail('unverified@example.com')).toBeNull();
  });

  it('refuses blocked accounts', async () => {
    const { body } = await google(
      emulatorToken({ uid: 'g5', email: 'blocked.google@example.com', name: 'Bo Blocked' }),
    );
    const admin = await adminToken(server);
    await call(server.app, 'PATCH', `/api/userList/${(body.data as Session).user.id}`, {
      token: admin,
      body: { blocked: true },
    });
    const again = await google(emulatorToken({ uid: 'g5', email: 'blocked.google@example.com' }));
    expect(again.status).toBe(403);
    expect(again.body.error).toBe('ACCOUNT_BLOCKED');
  });

  it('refuses an account the provider has disabled', async () => {
    emulator.disabled.add('g-disabled');
    const { status } = await google(emulatorToken({ uid: 'g-disabled', email: 'disabled@example.com' }));
    expect(status).toBe(401);
    expect(emulator.lookups).toContain('g-disabled');
  });

  it('refuses tokens for another project, expired tokens and garbage with 401', async () => {
    for (const token of [
      emulatorToken({ email: 'x@example.com', projectId: 'demo-other' }),
      emulatorToken({ email: 'x@example.com', expiresIn: -60 }),
      'x'.repeat(40),
    ]) {
      const { status, body } = await google(token);
      expect(status).toBe(401);
      expect(body.error).toBe('UNAUTHORIZED');
    }
  });

  it('a body without a token, or with one too short or too long to be one, is a field error and asks Google nothing', async () => {
    const asked = emulator.lookups.length;
    for (const body of [{}, { idToken: 'short' }, { idToken: 'x'.repeat(8193) }]) {
      const answer = await call(server.app, 'POST', '/api/auth/google', { body });
      expect([answer.status, answer.body.error, answer.body.errors?.map((e) => e.field)]).toEqual([
        400,
        'VALIDATION_FAILED',
        ['idToken'],
      ]);
    }
    expect(emulator.lookups.length).toBe(asked);
  });

  it('refuses a page field longer than the profile keeps, and creates no account', async () => {
    const oversized = {
      email: `${'e'.repeat(250)}@example.de`,
      name: 'N'.repeat(201),
      phone: '1'.repeat(41),
      img: `https://example.de/${'p'.repeat(2048)}`,
    };
    for (const [field, value] of Object.entries(oversized)) {
      const answer = await google(emulatorToken({ uid: `g-long-${field}`, email: `oversized-${field}@example.de` }), {
        [field]: value,
      });
      expect([field, answer.status, answer.body.errors?.map((e) => e.field)]).toEqual([field, 400, [field]]);
      expect(await server.services.uow.repos.users.findByEmail(`oversized-${field}@example.de`)).toBeNull();
    }
  });

  it('is limited per client address like every auth route', async () => {
    const limits = {
      perIpPerMinute: 2,
      mailsPerAddressPerHour: 1000,
      loginFailuresBeforeDelay: 1000,
      loginsPerIpPerMinute: 1000,
    };
    const limited = await startTestServer(
      { rateLimit: limits },
      { FIREBASE_PROJECT_ID: 'demo-inserat', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
    );
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await call(limited.app, 'POST', '/api/auth/google', { body: { idToken: 'x'.repeat(40) } })).status,
        );
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
