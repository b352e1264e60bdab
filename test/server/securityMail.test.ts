import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const notices = async (to: string) => {
  await server.mail.settled();
  return server.mail.sent.filter((m) => m.to === to && !/\b\d{6}\b/.test(m.text));
};
const login = (email: string, userAgent?: string) =>
  call(server.app, 'POST', '/api/auth/login', {
    body: { email, password: 'secret-password-1' },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });

describe('security mails', () => {
  it('a sign-in from a browser the account has not used before is mailed, naming it; the owner’s usual browser is not', async () => {
    await signUp(server, 'sicher@example.de');
    expect((await login('sicher@example.de')).status).toBe(200);
    expect(await notices('sicher@example.de')).toEqual([]);
    expect((await login('sicher@example.de', FIREFOX_WINDOWS)).status).toBe(200);
    const [mail, ...more] = await notices('sicher@example.de');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Neue Anmeldung bei Inserat');
    expect(mail!.text).toContain('mit Firefox unter Windows bei Ihrem Konto angemeldet');
    expect(mail!.text).toContain(`${server.config.publicUrl}/auth/forgot-password`);
    await login('sicher@example.de', FIREFOX_WINDOWS);
    expect(await notices('sicher@example.de')).toHaveLength(1);
  });

  it('a password change is mailed', async () => {
    const { token } = await signUp(server, 'passwort@example.de');
    const changed = await call(server.app, 'POST', '/api/user/password', {
      token,
      body: {
        currentPassword: 'secret-password-1',
        newPassword: 'new-secret-password-2',
        confirmPassword: 'new-secret-password-2',
      },
    });
    expect(changed.status).toBe(200);
    const mails = await notices('passwort@example.de');
    expect(mails.map((m) => m.subject)).toEqual(['Ihr Inserat-Passwort wurde geändert']);
    expect(mails[0]!.text).toContain('Alle anderen Geräte sind abgemeldet.');
  });
});
