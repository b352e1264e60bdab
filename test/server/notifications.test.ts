import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('notification settings', () => {
  it('start with messages, reminders and price cuts on and the newsletter off; a change is kept and refuses what it does not know', async () => {
    const { token } = await signUp(server, 'einstellungen@example.de');
    const settings = async () => (await call(server.app, 'GET', '/api/user/notifications', { token })).body.data;
    expect(await settings()).toEqual({ messages: true, reminders: true, priceDrops: true, newsletter: false });
    const changed = await call(server.app, 'PUT', '/api/user/notifications', {
      token,
      body: { newsletter: true, messages: false },
    });
    expect(changed.body.data).toEqual({ messages: false, reminders: true, priceDrops: true, newsletter: true });
    expect(await settings()).toEqual({ messages: false, reminders: true, priceDrops: true, newsletter: true });
    expect((await call(server.app, 'PUT', '/api/user/notifications', { token, body: {} })).status).toBe(400);
    expect((await call(server.app, 'PUT', '/api/user/notifications', { token, body: { sms: true } })).status).toBe(400);
    expect(
      (await call(server.app, 'PUT', '/api/user/notifications', { token, body: { reminders: 'ja' } })).status,
    ).toBe(400);
    expect(await settings()).toEqual({ messages: false, reminders: true, priceDrops: true, newsletter: true });
  });

  it('with reminders off, an ad runs out without the reminder mail', async () => {
    const seller = await signUp(server, 'ohne-erinnerung@example.de');
    await call(server.app, 'PUT', '/api/user/notifications', { token: seller.token, body: { reminders: false } });
    await publishedAd(server, seller, { title: 'Still ablaufende Wohnung' });
    server.clock.advance(28 * DAY);
    expect(await server.services.ads.expiryReminders.run()).toBeGreaterThanOrEqual(1);
    await server.mail.settled();
    expect(
      server.mail.sent.filter((m) => m.to === 'ohne-erinnerung@example.de' && m.subject.includes('läuft bald ab')),
    ).toEqual([]);
  });
});
