import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, registration, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Registering an account: what is kept, refused and mailed (activation: activation.test.ts).
describe('registration', () => {
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
});
