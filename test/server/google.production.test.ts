import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from './helpers';
import { emulatorToken, forgedToken } from './googleTokens';

/** Outside emulator mode only tokens signed by Google for our project pass. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { FIREBASE_PROJECT_ID: 'demo-inserat' });
});
afterAll(() => server.close());

describe('POST /auth/google outside the emulator', () => {
  it.each([
    ['unsigned (what the emulator issues)', () => emulatorToken({ email: 'x@example.com' })],
    ['forged (signed with a foreign key)', () => forgedToken({ email: 'x@example.com' })],
    ['expired and forged', () => forgedToken({ email: 'x@example.com', expiresIn: -3600 })],
  ])('refuses an %s token with 401 and creates nobody', async (_name, token) => {
    const { status, body } = await call(server.app, 'POST', '/api/auth/google', { body: { idToken: token() } });
    expect(status).toBe(401);
    expect(body.error).toBe('UNAUTHORIZED');
    expect(await server.services.uow.repos.users.findByEmail('x@example.com')).toBeNull();
  });
});

describe('without a Firebase project', () => {
  it('there is no Google sign-in route', async () => {
    const plain = await startTestServer();
    try {
      expect(
        (
          await call(plain.app, 'POST', '/api/auth/google', {
            body: { idToken: emulatorToken({ email: 'x@example.com' }) },
          })
        ).status,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
