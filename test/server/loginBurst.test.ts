import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/accounts/KnownDevices';
import { signUp, type TestServer, startTestServer } from './helpers';

/*
 * Issue 68: 55 sign-ins at once from one address answered a real sign-in inside the burst with 503. Now a client
 * address gets LOGINS_PER_IP_PER_MINUTE sign-ins from unknown devices (half of them in the lane for suspected guesses),
 * the rest refused at once with 429 before any hashing; a browser that signed in to the account before (its device
 * cookie) is served first whatever floods the line, from any address — unless it keeps failing (a stolen cookie).
 */

let server: TestServer;
const PASSWORD = 'secret-password-1';

beforeAll(async () => {
  server = await startTestServer({
    rateLimit: {
      perIpPerMinute: 100_000,
      mailsPerAddressPerHour: 100_000,
      loginFailuresBeforeDelay: 5,
      loginsPerIpPerMinute: 10,
    },
  });
});
afterAll(() => server.close());

function login(email: string, password: string, from: string, device?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: { email, password },
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
  });
}

const deviceOf = (answer: Awaited<ReturnType<typeof login>>) =>
  answer.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

describe('signing in under a burst', () => {
  it('the owner of a known device gets in during a burst from the same address; the burst is refused cheaply', async () => {
    await signUp(server, 'erika-burst@example.de');
    const first = await login('erika-burst@example.de', PASSWORD, '198.51.100.7');
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first)!;
    expect(device).toMatch(/^[\w-]{8,}\.[\w-]{8,}$/);
    const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const burst = Array.from({ length: 55 }, (_, i) => login(`opfer-${i}@example.de`, 'geraten-123', '198.51.100.7'));
    const owner = login('erika-burst@example.de', PASSWORD, '198.51.100.7', device);
    const stranger = login('erika-burst@example.de', PASSWORD, '203.0.113.50');
    const [answers, mine, elsewhere] = await Promise.all([Promise.all(burst), owner, stranger]);
    expect(mine.statusCode, 'the known device inside the burst').toBe(200);
    expect(elsewhere.statusCode, 'a new device from another address').toBe(200);
    const statuses = answers.map((a) => a.statusCode);
    // Ten a minute from this address, the owner's first sign-in among them: nine of the burst are checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(46);
    expect(
      statuses.some((s) => s >= 500),
      'no 5xx',
    ).toBe(false);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a device cookie is the account’s own, and one that keeps failing is known no more', async () => {
    await signUp(server, 'ben-burst@example.de');
    await signUp(server, 'carla-burst@example.de');
    const ben = deviceOf(await login('ben-burst@example.de', PASSWORD, '198.51.100.20'))!;
    // Ben's device is not Carla's: from an address past its limit she is refused like anybody.
    for (let i = 0; i < 10; i++) await login(`x${i}@example.de`, 'falsch-123', '198.51.100.21');
    expect((await login('carla-burst@example.de', PASSWORD, '198.51.100.21', ben)).statusCode).toBe(429);
    expect((await login('ben-burst@example.de', PASSWORD, '198.51.100.21', ben)).statusCode).toBe(200);
    // A forged mark is no device.
    const forged = `${ben.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await login('ben-burst@example.de', PASSWORD, '198.51.100.21', forged)).statusCode).toBe(429);
    // Five wrong passwords through Ben's cookie, and it counts as a new device again.
    for (let i = 0; i < 5; i++)
      expect((await login('ben-burst@example.de', 'falsch-123', '198.51.100.22', ben)).statusCode).toBe(401);
    expect((await login('ben-burst@example.de', PASSWORD, '198.51.100.21', ben)).statusCode).toBe(429);
  });
});
