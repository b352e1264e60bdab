import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../src/domain/savedSearch';
import { loggedUrl } from '../../server/platform/http/logging';
import { call, publishedAd, signUp, type TestServer, startTestServer } from './helpers';
import { germanSlot, viewingsWorld } from './viewingsWorld';

/*
 * Issue 68: whoever reads the logs must not be able to follow a person's viewings or act for them. A run that makes
 * and uses every kind of secret address — a calendar feed (and a forged one), an alert's unsubscribe link (both the
 * page and the one-click POST), sign-in tokens, activation and reset codes — writes its whole log at debug level, and
 * none of the secrets it created is in it, nor in the metrics.
 */

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { LOG_LEVEL: 'debug' }, undefined, {
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => server.close());

describe('secrets in the log', () => {
  it('a full run leaves none of the secrets it created in any log line', async () => {
    const secrets: string[] = [];
    const world = await viewingsWorld(server, 'protokoll');
    const guest = await world.enquirer('Gast');
    secrets.push(guest.token, world.landlord.token);
    const slot = await world.newSlot({ ...germanSlot(server, 3), openToEnquirers: true });
    await world.book(guest.token, slot.id);

    // The calendar feed, fetched as a calendar app does, and a forged address beside it.
    const feed = (await call(server.app, 'POST', '/api/user/calendar-feed', { token: guest.token })).body.data as {
      url: string;
    };
    const path = new URL(feed.url).pathname;
    secrets.push(path.slice('/api/calendar/'.length).split('.')[1]!);
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `${path}?x=1` })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: path.replace(/\.([\w-]{5})/, '.xxxxx') })).statusCode).toBe(
      404,
    );

    // A saved search's alert, and its unsubscribe link as the mail program and the reader use it.
    const seeker = await signUp(server, 'protokoll-suche@example.de');
    secrets.push(seeker.token);
    const saved = (
      await call(server.app, 'POST', '/api/saved-searches', {
        token: seeker.token,
        // Daily: an instant search is also run by the nudge after publishing, which may take the ad first and leave
        // this run nothing to mail (CI, 7 Dec 2026: the alert was not found beside the browser tests).
        body: { name: 'Protokoll', filters: { city: 'Protokollstadt' }, query: 'x=1', frequency: 'daily' },
      })
    ).body.data as SavedSearch;
    const seller = await signUp(server, 'protokoll-verkauf@example.de');
    await publishedAd(server, seller, { city: 'Protokollstadt', postalCode: '07743', title: 'Protokoll-Wohnung' });
    await server.services.savedSearches.runSearchAlert.execute(saved.id);
    await server.mail.settled();
    const alert = server.mail.sent.find((m) => m.to === 'protokoll-suche@example.de' && /Neue Anzeige/.test(m.subject));
    const token = /unsubscribe\?token=([^\s"&<]+)/.exec(alert!.text)![1]!;
    secrets.push(decodeURIComponent(token), token);
    await server.app.inject({ method: 'GET', url: `/unsubscribe?token=${token}` });
    const unsubscribed = await server.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);

    // Codes by mail: the activation code of each account made above, and a password reset.
    await call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'protokoll-suche@example.de' } });
    await server.mail.settled();
    for (const mail of server.mail.sent) for (const code of mail.text.match(/\b\d{6}\b/g) ?? []) secrets.push(code);

    // The metrics a scraper reads name route patterns, never the addresses themselves.
    const metrics = await server.services.metrics.registry.metrics();
    expect(metrics).toContain('route="/api/calendar/:token"');
    const log = lines.join('') + metrics;
    expect(lines.length, 'the run wrote a log').toBeGreaterThan(50);
    expect(log).toContain('/api/calendar/[redacted]');
    const found = [...new Set(secrets)].filter((secret) => secret.length >= 6 && log.includes(secret));
    expect(found, 'secrets written to the log').toEqual([]);
  });

  it('redacts secret addresses and query values wherever a URL is logged', () => {
    expect(loggedUrl('/api/calendar/0b7e9a52-3c1d-4f7a-9c1e-2f4b6d8a0c13.abcDEF123_-xyz.ics')).toBe(
      '/api/calendar/[redacted]',
    );
    expect(loggedUrl('/api/saved-searches/unsubscribe?token=abc.def&x=1')).toBe(
      '/api/saved-searches/unsubscribe?token=[redacted]&x=1',
    );
    expect(loggedUrl('/unsubscribe?TOKEN=abc')).toBe('/unsubscribe?TOKEN=[redacted]');
    expect(loggedUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(loggedUrl('/api/ads?q=Altbau&page=2')).toBe('/api/ads?q=Altbau&page=2');
  });
});
