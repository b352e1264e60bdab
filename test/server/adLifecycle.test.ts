import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { adminToken, call, publishedAd, signUp, startTestServer, validAd, type TestServer } from './helpers';

let server: TestServer;
let seller: { token: string; id: string };
let stranger: { token: string; id: string };
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'vermieterin@example.de');
  stranger = await signUp(server, 'fremder@example.de');
});
afterAll(() => server.close());

const pause = (id: string, token = seller.token) => call(server.app, 'POST', `/api/ads/${id}/pause`, { token });
const resume = (id: string, token = seller.token) => call(server.app, 'POST', `/api/ads/${id}/resume`, { token });
const credits = async () => (await call(server.app, 'GET', '/api/ads/credits', { token: seller.token })).body.data;
const isListed = async (ad: Ad) =>
  (
    (await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent(ad.title)}`)).body.data as { items: Ad[] }
  ).items.some((a) => a.id === ad.id);

// Pausing and reactivating an ad, and the reminder before it runs out.
describe('pausing and reactivating an ad', () => {
  it('keeps the runtime left while paused and spends no credit to show the ad again', async () => {
    const live = await publishedAd(server, seller, { title: 'Pausierbare Altbauwohnung Nordend' });
    expect(await credits()).toEqual([]);
    server.clock.advance(10 * DAY);

    const paused = await pause(live.id);
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: 'paused', expiresAt: live.expiresAt });
    expect(await isListed(live)).toBe(false);
    // Visitors learn it is not online (410, so its page offers similar ads); the owner still sees it.
    expect((await call(server.app, 'GET', `/api/ads/${live.id}`)).status).toBe(410);
    expect((await call(server.app, 'GET', `/api/ads/${live.id}`, { token: seller.token })).body.data).toMatchObject({
      status: 'paused',
    });

    // Paused past the day it would have ended: it does not run out meanwhile.
    server.clock.advance(25 * DAY);
    await server.services.ads.expireDueAds.execute();
    const resumed = await resume(live.id);
    expect(resumed.status).toBe(200);
    const ad = resumed.body.data as Ad;
    expect(ad).toMatchObject({ status: 'active', pausedAt: null });
    // 20 of its 30 days were left when it was paused; they are left now (the test clock also runs with real time).
    expect(Math.abs(Date.parse(ad.expiresAt!) - server.clock.now().getTime() - 20 * DAY)).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(ad.expiresAt!) - Date.parse(live.expiresAt!) - 25 * DAY)).toBeLessThan(60_000);
    expect(await isListed(live)).toBe(true);
    expect(await credits()).toEqual([]);
  });

  it('pauses only a live ad, reactivates only a paused one, and only for its owner', async () => {
    const live = await publishedAd(server, seller, { title: 'Nur einmal pausierbare Wohnung' });
    expect((await resume(live.id)).body.error).toBe('CONFLICT');
    expect((await pause(live.id, stranger.token)).status).toBe(404);
    expect((await pause(live.id)).status).toBe(200);
    expect((await pause(live.id)).body.error).toBe('CONFLICT');
    expect((await resume(live.id, stranger.token)).status).toBe(404);
    expect((await call(server.app, 'POST', `/api/ads/${live.id}/resume`)).status).toBe(401);
    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body
      .data as Ad;
    expect((await pause(draft.id)).body.error).toBe('CONFLICT');
    expect((await pause('00000000-0000-4000-8000-00000000dead')).status).toBe(404);
  });

  it('a paused ad that is archived stays offline; an ad that ran out cannot be paused', async () => {
    const live = await publishedAd(server, seller, { title: 'Archiv nach Pause Wohnung' });
    await pause(live.id);
    const archived = await call(server.app, 'PATCH', `/api/ads/${live.id}`, {
      token: seller.token,
      body: { status: 'archived' },
    });
    expect(archived.body.data).toMatchObject({ status: 'archived' });
    expect((await resume(live.id)).body.error).toBe('CONFLICT');

    const running = await publishedAd(server, seller, { title: 'Ausgelaufene Wohnung ohne Pause' });
    server.clock.advance(31 * DAY);
    expect((await pause(running.id)).body.error).toBe('CONFLICT');
  });
});

describe('the reminder before an ad runs out', () => {
  const remindersTo = async (to: string) => {
    await server.mail.settled();
    return server.mail.sent.filter((m) => m.to === to && m.subject.includes('läuft bald ab'));
  };

  it('mails the owner once, three days before the end; a pause and a new end arm it again', async () => {
    const owner = await signUp(server, 'erinnerung@example.de');
    const live = await publishedAd(server, owner, { title: 'Bald ablaufende Wohnung' });
    server.clock.advance(26 * DAY);
    await server.services.ads.expiryReminders.run();
    expect(await remindersTo('erinnerung@example.de')).toHaveLength(0);

    server.clock.advance(1.5 * DAY);
    await server.services.ads.expiryReminders.run();
    await server.services.ads.expiryReminders.run();
    const [mail] = await remindersTo('erinnerung@example.de');
    expect(await remindersTo('erinnerung@example.de')).toHaveLength(1);
    expect(mail!.subject).toBe('Ihre Anzeige „Bald ablaufende Wohnung“ läuft bald ab');
    const end = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(new Date(live.expiresAt!));
    expect(mail!.text).toContain(`noch bis ${end} online`);
    expect(mail!.text).toContain(`${server.config.publicUrl}/app/user_dashboard`); // where it is extended

    // Paused, it does not run out and is not reminded; shown again ten days later, its new end is reminded once more.
    await pause(live.id, owner.token);
    server.clock.advance(10 * DAY);
    await server.services.ads.expiryReminders.run();
    expect(await remindersTo('erinnerung@example.de')).toHaveLength(1);
    await resume(live.id, owner.token);
    await server.services.ads.expiryReminders.run();
    expect(await remindersTo('erinnerung@example.de')).toHaveLength(2);
  });

  it('is not sent to an owner who turned reminders off, nor to a blocked one', async () => {
    const quiet = await signUp(server, 'keine-erinnerung@example.de');
    const blocked = await signUp(server, 'gesperrt-erinnert@example.de');
    const told = await signUp(server, 'erinnert@example.de');
    for (const owner of [quiet, blocked, told]) await publishedAd(server, owner, { title: 'Wohnung vor dem Ablauf' });
    expect(
      (await call(server.app, 'PUT', '/api/user/notifications', { token: quiet.token, body: { reminders: false } }))
        .status,
    ).toBe(200);
    const admin = await adminToken(server);
    expect(
      (await call(server.app, 'PATCH', `/api/userList/${blocked.id}`, { token: admin, body: { blocked: true } }))
        .status,
    ).toBe(200);
    server.clock.advance(28 * DAY);
    await server.services.ads.expiryReminders.run();
    expect(await remindersTo('keine-erinnerung@example.de')).toEqual([]);
    expect(await remindersTo('gesperrt-erinnert@example.de')).toEqual([]);
    expect(await remindersTo('erinnert@example.de')).toHaveLength(1);
  });
});
