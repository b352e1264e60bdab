import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './helpers';

/** Server-side sessions: logout and "end this session" stop a token at once, not after its 7 days. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

async function login(email: string, userAgent: string): Promise<string> {
  const answer = await call(server.app, 'POST', '/api/auth/login', {
    body: { email, password: 'secret-password-1' },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as { accessToken: string }).accessToken;
}
const profile = (token: string) => call(server.app, 'GET', '/api/user/profile', { token });
type Listed = { id: string; userAgent: string; current: boolean; lastUsedAt: string };

describe('sessions', () => {
  it('logout ends the token on the server: the same token is refused afterwards', async () => {
    await signUp(server, 'leaver@example.de');
    const token = await login('leaver@example.de', FIREFOX);
    expect((await profile(token)).status).toBe(200);
    expect((await call(server.app, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await profile(token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended; please sign in again');
    // A visitor who never signed in is asked to sign in, not told that a session ended.
    const visitor = await call(server.app, 'POST', '/api/auth/logout');
    expect([visitor.status, visitor.body.message]).toEqual([401, 'Please sign in']);
  });

  it('lists where the account is signed in, ends one session or all others, and never touches another account', async () => {
    const { token: first } = await signUp(server, 'many@example.de');
    const laptop = await login('many@example.de', FIREFOX);
    const phone = await login('many@example.de', IPHONE);
    const listed = (await call(server.app, 'GET', '/api/user/sessions', { token: laptop })).body.data as Listed[];
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current).map((s) => s.userAgent)).toEqual([FIREFOX]);
    const phoneSession = listed.find((s) => s.userAgent === IPHONE)!;

    const stranger = await signUp(server, 'stranger@example.de');
    expect(
      (await call(server.app, 'DELETE', `/api/user/sessions/${phoneSession.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await profile(phone)).status).toBe(200);

    expect((await call(server.app, 'DELETE', `/api/user/sessions/${phoneSession.id}`, { token: laptop })).status).toBe(
      200,
    );
    expect((await profile(phone)).status).toBe(401);
    const endedAlready = await call(server.app, 'DELETE', `/api/user/sessions/${phoneSession.id}`, { token: laptop });
    expect([endedAlready.status, endedAlready.body.error, endedAlready.body.message]).toEqual([
      404,
      'NOT_FOUND',
      'Session not found',
    ]);

    expect((await call(server.app, 'DELETE', '/api/user/sessions', { token: laptop })).status).toBe(200);
    expect((await profile(first)).status).toBe(401);
    expect((await profile(laptop)).status).toBe(200);
    expect(
      ((await call(server.app, 'GET', '/api/user/sessions', { token: laptop })).body.data as Listed[]).map(
        (s) => s.current,
      ),
    ).toEqual([true]);
    expect((await profile(stranger.token)).status).toBe(200);
  });

  it('a password change ends every other session and keeps the changing browser signed in', async () => {
    await signUp(server, 'changer@example.de');
    const other = await login('changer@example.de', IPHONE);
    const here = await login('changer@example.de', FIREFOX);
    const changed = await call(server.app, 'POST', '/api/user/password', {
      token: here,
      body: {
        currentPassword: 'secret-password-1',
        newPassword: 'another-password-2',
        confirmPassword: 'another-password-2',
      },
      headers: { 'user-agent': FIREFOX },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = (changed.body.data as { accessToken: string }).accessToken;
    expect((await profile(other)).status).toBe(401);
    expect((await profile(here)).status).toBe(401);
    expect((await profile(fresh)).status).toBe(200);
    expect(
      ((await call(server.app, 'GET', '/api/user/sessions', { token: fresh })).body.data as Listed[]).map(
        (s) => s.userAgent,
      ),
    ).toEqual([FIREFOX]);
  });
});
