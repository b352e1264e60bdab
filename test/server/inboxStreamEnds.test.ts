import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, call, signUp, startTestServer, type TestServer } from './helpers';
import { openInbox } from './inboxStream';

/**
 * An open inbox stream carries private messages: it ends as soon as the session behind it does (signed out, signed
 * out elsewhere, a new password, blocked, account deleted), in seconds rather than at the next 25-second heartbeat,
 * while the streams of the person's other sessions (where they stay valid) and of a third person stay open.
 */
let server: TestServer;
let base: string;
const PASSWORD = 'secret-password-1';

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

let n = 0;
/** A person signed in on two devices, each with its inbox open; and a bystander with theirs. */
async function scene() {
  const email = `strom-${++n}@example.de`;
  const person = await signUp(server, email);
  const login = await call(server.app, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  const otherDevice = (login.body.data as { accessToken: string }).accessToken;
  const bystander = await signUp(server, `daneben-${n}@example.de`);
  const streams = {
    phone: await openInbox(base, person.token),
    laptop: await openInbox(base, otherDevice),
    bystander: await openInbox(base, bystander.token),
  };
  for (const stream of Object.values(streams)) await stream.next('ready');
  return { person, otherDevice, streams, close: () => Object.values(streams).forEach((s) => s.close()) };
}

/** Well inside the heartbeat: the old behaviour (ending at the next heartbeat) fails this. */
const endsSoon = (stream: { ended: boolean }) =>
  vi.waitFor(() => expect(stream.ended).toBe(true), { timeout: 5_000, interval: 20 });

describe('an open inbox stream ends with its session', () => {
  it('signing out ends that device’s stream; the other device and a bystander stay connected', async () => {
    const { person, streams, close } = await scene();
    try {
      expect((await call(server.app, 'POST', '/api/auth/logout', { token: person.token })).status).toBe(200);
      await endsSoon(streams.phone);
      expect([streams.laptop.ended, streams.bystander.ended]).toEqual([false, false]);
    } finally {
      close();
    }
  });

  it('"sign out everywhere else" ends the other device’s stream, not the caller’s', async () => {
    const { person, streams, close } = await scene();
    try {
      expect((await call(server.app, 'DELETE', '/api/user/sessions', { token: person.token })).status).toBe(200);
      await endsSoon(streams.laptop);
      expect([streams.phone.ended, streams.bystander.ended]).toEqual([false, false]);
    } finally {
      close();
    }
  });

  it('a new password ends every stream of the person (the tab that changed it reconnects with its new token)', async () => {
    const { person, streams, close } = await scene();
    try {
      const changed = await call(server.app, 'POST', '/api/user/password', {
        token: person.token,
        body: { currentPassword: PASSWORD, newPassword: 'new-password-123', confirmPassword: 'new-password-123' },
      });
      expect(changed.status).toBe(200);
      await endsSoon(streams.phone);
      await endsSoon(streams.laptop);
      expect(streams.bystander.ended).toBe(false);
    } finally {
      close();
    }
  });

  it('blocking by an admin ends every stream of the person', async () => {
    const { person, streams, close } = await scene();
    try {
      expect(
        (
          await call(server.app, 'PATCH', `/api/userList/${person.id}`, {
            token: await adminToken(server),
            body: { blocked: true },
          })
        ).status,
      ).toBe(200);
      await endsSoon(streams.phone);
      await endsSoon(streams.laptop);
      expect(streams.bystander.ended).toBe(false);
    } finally {
      close();
    }
  });

  it('deleting the account ends every stream of the person', async () => {
    const { person, streams, close } = await scene();
    try {
      expect(
        (await call(server.app, 'DELETE', '/api/user/profile', { token: person.token, body: { password: PASSWORD } }))
          .status,
      ).toBe(200);
      await endsSoon(streams.phone);
      await endsSoon(streams.laptop);
      expect(streams.bystander.ended).toBe(false);
    } finally {
      close();
    }
  });
});
