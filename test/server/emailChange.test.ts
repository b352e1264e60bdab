import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'secret-password-1';
const request = (token: string, body: object) => call(server.app, 'POST', '/api/user/email', { token, body });
const confirm = (token: string, code: string) =>
  call(server.app, 'POST', '/api/user/email/confirm', { token, body: { code } });
const login = (email: string) => call(server.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
const mailsTo = async (to: string) => {
  await server.mail.settled();
  return server.mail.sent.filter((m) => m.to === to);
};

describe('changing the e-mail address', () => {
  it('needs the password and a different, valid address, and changes nothing otherwise', async () => {
    const { token } = await signUp(server, 'bleibt@example.de');
    expect((await request(token, { newEmail: 'neu@example.de', password: 'wrong-password' })).body.errors).toEqual([
      expect.objectContaining({ field: 'password', code: 'invalid' }),
    ]);
    expect((await request(token, { newEmail: 'BLEIBT@example.de', password: PASSWORD })).body.errors).toEqual([
      expect.objectContaining({ field: 'newEmail', code: 'unchanged' }),
    ]);
    expect((await request(token, { newEmail: 'kein-at-zeichen', password: PASSWORD })).body.errors).toEqual([
      expect.objectContaining({ field: 'newEmail', code: 'invalid' }),
    ]);
    expect(await mailsTo('neu@example.de')).toEqual([]);
    expect((await login('bleibt@example.de')).status).toBe(200);
  });

  it('a code to the new address confirms it; until then the old one works; afterwards the old address is told', async () => {
    const { token } = await signUp(server, 'alt@example.de');
    const asked = await request(token, { newEmail: ' Neu.Adresse@Example.de ', password: PASSWORD });
    expect(asked.status).toBe(200);
    const code = await server.mail.codeFor('neu.adresse@example.de');
    expect((await mailsTo('neu.adresse@example.de'))[0]!.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
    expect((await login('alt@example.de')).status).toBe(200);
    expect((await call(server.app, 'GET', '/api/user/profile', { token })).body.data).toMatchObject({
      email: 'alt@example.de',
    });

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(token, wrong)).body.error).toBe('CODE_INVALID');
    const confirmed = await confirm(token, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: 'neu.adresse@example.de' });
    expect((await login('neu.adresse@example.de')).status).toBe(200);
    expect((await login('alt@example.de')).status).toBe(401);
    const [notice] = (await mailsTo('alt@example.de')).filter((m) => m.subject.includes('geändert'));
    expect(notice!.subject).toBe('Die E-Mail-Adresse Ihres Inserat-Kontos wurde geändert');
    expect(notice!.text).toContain('in neu.adresse@example.de geändert');
    expect(notice!.text).toContain(`${server.config.publicUrl}/impressum`);
    // The code is spent.
    expect((await confirm(token, code)).body.error).toBe('CODE_INVALID');
  });

  it('an address another account has gets the same answer; its owner is told, no code is sent, nothing changes', async () => {
    await signUp(server, 'vergeben@example.de');
    const { token } = await signUp(server, 'wechsler@example.de');
    const before = (await mailsTo('vergeben@example.de')).length;
    const asked = await request(token, { newEmail: 'vergeben@example.de', password: PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('If the address can be used, a code is on its way to it');
    const mails = (await mailsTo('vergeben@example.de')).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Ihre E-Mail-Adresse sollte einem anderen Konto hinzugefügt werden']);
    expect(mails[0]!.text).not.toMatch(/\b\d{6}\b/);
    expect((await confirm(token, '123456')).body.error).toBe('CODE_INVALID');
    expect((await login('vergeben@example.de')).status).toBe(200);
    expect((await login('wechsler@example.de')).status).toBe(200);
  });

  it('the code may be typed with spaces around it; asking again within a minute sends no second code', async () => {
    const { token } = await signUp(server, 'tipp@example.de');
    expect((await request(token, { newEmail: 'getippt@example.de', password: PASSWORD })).status).toBe(200);
    expect((await request(token, { newEmail: 'getippt@example.de', password: PASSWORD })).status).toBe(200);
    expect((await mailsTo('getippt@example.de')).map((m) => m.subject)).toEqual([
      'Bestätigen Sie Ihre neue E-Mail-Adresse',
    ]);
    const code = await server.mail.codeFor('getippt@example.de');
    const confirmed = await confirm(token, ` ${code} `);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: 'getippt@example.de' });
  });

  it('a code proves only the address it was mailed to: switching to another address within the minute gets that one its own code', async () => {
    const { token } = await signUp(server, 'angreifer@example.de');
    // A code to an inbox of one's own …
    expect((await request(token, { newEmail: 'mein-postfach@example.de', password: PASSWORD })).status).toBe(200);
    const ownCode = await server.mail.codeFor('mein-postfach@example.de');
    // … then, within the minute, the address one wants to take over.
    expect((await request(token, { newEmail: 'opfer@example.de', password: PASSWORD })).status).toBe(200);
    const refused = await confirm(token, ownCode);
    expect(refused.body.error).toBe('CODE_INVALID');
    expect((await call(server.app, 'GET', '/api/user/profile', { token })).body.data).toMatchObject({
      email: 'angreifer@example.de',
    });
    // The other address got its own code: only its owner can finish the change.
    const theirCode = await server.mail.codeFor('opfer@example.de');
    expect(theirCode).not.toBe(ownCode);
    expect((await confirm(token, theirCode)).body.data).toMatchObject({ email: 'opfer@example.de' });
  });

  it('an address another account took between the request and the code is not taken over', async () => {
    const { token } = await signUp(server, 'langsam@example.de');
    expect((await request(token, { newEmail: 'schnell@example.de', password: PASSWORD })).status).toBe(200);
    const code = await server.mail.codeFor('schnell@example.de');
    await signUp(server, 'schnell@example.de');
    expect((await confirm(token, code)).body.error).toBe('CODE_INVALID');
    expect((await login('langsam@example.de')).status).toBe(200);
    expect(await server.services.uow.repos.users.findByEmail('schnell@example.de')).toMatchObject({
      name: expect.any(String),
    });
    expect((await call(server.app, 'GET', '/api/user/profile', { token })).body.data).toMatchObject({
      email: 'langsam@example.de',
    });
  });

  it('only for a signed-in person', async () => {
    expect(
      (await call(server.app, 'POST', '/api/user/email', { body: { newEmail: 'x@example.de', password: PASSWORD } }))
        .status,
    ).toBe(401);
    expect((await call(server.app, 'POST', '/api/user/email/confirm', { body: { code: '123456' } })).status).toBe(401);
  });
});
