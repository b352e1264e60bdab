import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../../src/domain/savedSearch';
import { adminToken, call, publishedAd, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { thirdPersonWatching } from './thirdPerson';

/** Suchaufträge (issue 13): saved filters, the new-ads count, alerts mailed once each, one-click unsubscribe. */
let server: TestServer;
let seller: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer();
  seller = await signUp(server, 'vermieterin@example.de');
});
afterAll(() => server.close());

/** An ad that goes online now (publishing has its own tests); the caches hear of it as from a publish. */
async function goLive(extra: Record<string, unknown>): Promise<Ad> {
  const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd(extra) })).body
    .data as Ad;
  await server.services.uow.repos.ads.update(draft.id, {
    status: 'active',
    publishedAt: new Date(Date.now() + 1000),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  server.services.adSearch.publicList.clear();
  return draft;
}

async function save(token: string, body: Record<string, unknown>): Promise<SavedSearch> {
  const answer = await call(server.app, 'POST', '/api/saved-searches', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as SavedSearch;
}

/** Runs one search's alert as the job queue would, and waits for its mail to be delivered. */
async function runAlert(id: string) {
  await server.services.savedSearches.runAlert(id);
  await server.mail.settled();
}

/** The subjects of the alerts mailed to an address (its other mail, such as the activation code, left out). */
function alerts(to: string): string[] {
  return server.mail.sent.filter((m) => m.to === to && m.subject.startsWith('Neue Anzeige')).map((m) => m.subject);
}

describe('saved searches', () => {
  it('saves the filters under a name, lists them, renames, changes the frequency and deletes', async () => {
    const me = await signUp(server, 'suche@example.de');
    const created = await save(me.token, {
      name: 'Berlin bis 1.500 €',
      filters: { city: 'Berlin', maxPrice: 150_000, features: ['balcony'] },
      query: '?where=Berlin&maxPrice=1500&features=balcony',
      frequency: 'daily',
    });
    expect(created).toMatchObject({
      name: 'Berlin bis 1.500 €',
      filters: { city: 'Berlin', maxPrice: 150_000, features: ['balcony'] },
      query: 'where=Berlin&maxPrice=1500&features=balcony',
      frequency: 'daily',
      newCount: 0,
    });
    const renamed = await call(server.app, 'PATCH', `/api/saved-searches/${created.id}`, {
      token: me.token,
      body: { name: 'Balkon in Berlin', frequency: 'weekly' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Balkon in Berlin', frequency: 'weekly' });
    expect(
      ((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data as SavedSearch[]).map(
        (s) => s.name,
      ),
    ).toEqual(['Balkon in Berlin']);
    expect((await call(server.app, 'DELETE', `/api/saved-searches/${created.id}`, { token: me.token })).status).toBe(
      200,
    );
    expect((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data).toEqual([]);
  });

  it('refuses filters the list would refuse, an empty name and an unknown frequency, and stores nothing', async () => {
    const me = await signUp(server, 'falsch@example.de');
    for (const body of [
      { name: 'Radius ohne Ort', filters: { radius: 5 }, query: 'radius=5', frequency: 'daily' },
      { name: 'Unbekannter Filter', filters: { colour: 'blau' }, query: 'x=1', frequency: 'daily' },
      { name: '   ', filters: {}, query: 'x=1', frequency: 'daily' },
      { name: 'Zu oft', filters: {}, query: 'x=1', frequency: 'hourly' },
    ]) {
      const answer = await call(server.app, 'POST', '/api/saved-searches', { token: me.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data).toEqual([]);
  });

  it("shows only one's own searches: another person's is not found", async () => {
    const owner = await signUp(server, 'eigen@example.de');
    const other = await signUp(server, 'fremd@example.de');
    const search = await save(owner.token, { name: 'Meine', filters: {}, query: 'x=1', frequency: 'off' });
    for (const [method, body] of [
      ['PATCH', { name: 'Übernommen' }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (await call(server.app, method, `/api/saved-searches/${search.id}`, { token: other.token, body })).status,
      ).toBe(404);
    }
    expect((await call(server.app, 'GET', '/api/saved-searches')).status).toBe(401);
  });

  it('counts the ads that went online since the results were last opened, and starts again once they are', async () => {
    const me = await signUp(server, 'zaehler@example.de');
    const search = await save(me.token, { name: 'Kiel', filters: { city: 'Kiel' }, query: 'x=1', frequency: 'off' });
    await goLive({ title: 'Neu in Kiel eins', city: 'Kiel', postalCode: '24103' });
    await goLive({ title: 'Neu in Kiel zwei', city: 'Kiel', postalCode: '24103' });
    await goLive({ title: 'Nicht in Kiel', city: 'Lübeck', postalCode: '23552' });
    const [listed] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(listed!.newCount).toBe(2);
    const seen = await call(server.app, 'PATCH', `/api/saved-searches/${search.id}`, {
      token: me.token,
      body: { seen: true },
    });
    expect((seen.body.data as SavedSearch).newCount).toBe(0);
  });

  it('mails each new matching ad exactly once (de), with price and link, and a one-click unsubscribe', async () => {
    const third = await thirdPersonWatching(server);
    const me = await signUp(server, 'alarm@example.de');
    // Daily, so that only this test's runs mail it: an instant search is also mailed by any nudge or minute's run that
    // comes between the ads going online and the runs below (on a loaded machine one did, and split the mail).
    const search = await save(me.token, {
      name: 'Rostock',
      filters: { city: 'Rostock' },
      query: 'x=1',
      frequency: 'daily',
    });
    const ad = await goLive({ title: 'Altbau am Hafen', city: 'Rostock', postalCode: '18055', priceCents: 125_050 });
    await goLive({ title: 'Woanders', city: 'Schwerin', postalCode: '19053' });
    const before = server.mail.sent.length;
    await runAlert(search.id);
    await runAlert(search.id); // a repeated run (another process, a retried job) mails nothing more
    const mails = server.mail.sent.slice(before).filter((m) => m.to === 'alarm@example.de');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Neue Anzeige: Rostock');
    expect(mail!.text).toContain('Altbau am Hafen');
    expect(mail!.text).toMatch(/1\.250,50\s€/);
    expect(mail!.text).toContain(`${server.config.publicUrl}/ads/${ad.id}`);
    expect(mail!.text).not.toContain('Woanders');
    expect(mail!.html).toContain(`href="${server.config.publicUrl}/ads/${ad.id}"`);
    // The list as saved, and where the searches are managed.
    expect(mail!.text).toContain(`${server.config.publicUrl}/ads?x=1`);
    expect(mail!.text).toContain(`${server.config.publicUrl}/app/searches`);
    // The link in the text opens a page that asks first (a link scanner following it changes nothing).
    expect(mail!.text).toContain(`${server.config.publicUrl}/unsubscribe?token=`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    // The mail program's one-click POST, without any session.
    const url = new URL(unsubscribeUrl);
    const answer = await call(server.app, 'POST', `${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const [after] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(after!.frequency).toBe('off');
    await goLive({ title: 'Noch eins in Rostock', city: 'Rostock', postalCode: '18055' });
    await runAlert(search.id);
    expect(server.mail.sent.slice(before).filter((m) => m.to === 'alarm@example.de')).toHaveLength(1);
    await third.sawNothing({ secrets: ['Altbau am Hafen', 'Rostock', 'alarm@example.de'] });
  });

  it('refuses a forged or altered unsubscribe token and changes nothing', async () => {
    const me = await signUp(server, 'token@example.de');
    const search = await save(me.token, { name: 'Bleibt an', filters: {}, query: 'x=1', frequency: 'daily' });
    const real = server.services.savedSearches.unsubscribeToken(search.id);
    for (const token of [
      `${search.id}.forged-signature-xx`,
      `00000000-0000-4000-8000-000000000000.${real.split('.')[1]}`,
      'not-a-token-at-all',
    ]) {
      expect(
        (await call(server.app, 'POST', `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`)).status,
      ).toBe(404);
    }
    const [still] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(still!.frequency).toBe('daily');
  });

  it('a mail that cannot be queued is not recorded as sent: the retried job mails it', async () => {
    const me = await signUp(server, 'retry@example.de');
    const search = await save(me.token, { name: 'Jena', filters: { city: 'Jena' }, query: 'x=1', frequency: 'daily' });
    await goLive({ title: 'Wohnung in Jena', city: 'Jena', postalCode: '07743' });
    const mailer = server.services.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('the job queue is down');
    };
    try {
      await expect(server.services.savedSearches.runAlert(search.id)).rejects.toThrow('the job queue is down');
    } finally {
      mailer.send = send;
    }
    await runAlert(search.id);
    expect(
      server.mail.sent.filter((m) => m.to === 'retry@example.de' && m.subject.includes('Jena')).map((m) => m.subject),
    ).toEqual(['Neue Anzeige: Jena']);
  });

  it('queues the due alerts: instant and daily ones whose time has come, not those switched off, and mails them', async () => {
    const me = await signUp(server, 'faellig@example.de');
    const instant = await save(me.token, {
      name: 'Sofort',
      filters: { city: 'Erfurt' },
      query: 'x=1',
      frequency: 'instant',
    });
    const off = await save(me.token, { name: 'Aus', filters: { city: 'Erfurt' }, query: 'x=1', frequency: 'off' });
    await server.services.uow.repos.savedSearches.update(instant.id, { checkedAt: new Date(Date.now() - 5 * 60_000) });
    await server.services.uow.repos.savedSearches.update(off.id, { checkedAt: new Date(Date.now() - 30 * 86_400_000) });
    const due = await server.services.uow.repos.savedSearches.listDue(new Date(), 500);
    expect(due.map((s) => s.id)).toContain(instant.id);
    expect(due.map((s) => s.id)).not.toContain(off.id);
    await goLive({ title: 'Fällig in Erfurt', city: 'Erfurt', postalCode: '99084' });
    // The minute's run queues each due search as a job; the jobs mail.
    expect(await server.services.savedSearches.queueDue()).toBeGreaterThanOrEqual(1);
    await server.mail.settled();
    expect(alerts('faellig@example.de')).toEqual(['Neue Anzeige: Sofort']);
  });

  it('mails an instant search within seconds of a matching ad going online, not at the next minute', async () => {
    const me = await signUp(server, 'sofort@example.de');
    await save(me.token, {
      name: 'Sofort Gotha',
      filters: { city: 'Gotha' },
      query: 'where=Gotha',
      frequency: 'instant',
    });
    await publishedAd(server, seller, { title: 'Frisch in Gotha', city: 'Gotha', postalCode: '99867' });
    await vi.waitFor(() => expect(alerts('sofort@example.de')).toEqual(['Neue Anzeige: Sofort Gotha']), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('mails nothing to a blocked account', async () => {
    const me = await signUp(server, 'gesperrt@example.de');
    const search = await save(me.token, {
      name: 'Gesperrt',
      filters: { city: 'Weimar' },
      query: 'x=1',
      frequency: 'instant',
    });
    await call(server.app, 'PATCH', `/api/userList/${me.id}`, {
      token: await adminToken(server),
      body: { blocked: true },
    });
    await goLive({ title: 'Neu in Weimar', city: 'Weimar', postalCode: '99423' });
    await runAlert(search.id);
    expect(alerts('gesperrt@example.de')).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per account: the next is refused and stores nothing`, async () => {
    const me = await signUp(server, 'sammler@example.de');
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++)
      await save(me.token, { name: `Suche ${n}`, filters: {}, query: 'x=1', frequency: 'off' });
    const refused = await call(server.app, 'POST', '/api/saved-searches', {
      token: me.token,
      body: { name: 'Eine zu viel', filters: {}, query: 'x=1', frequency: 'off' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SAVED_SEARCHES_FULL');
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(MAX_SAVED_SEARCHES);
  });

  it(`keeps the cap of ${MAX_SAVED_SEARCHES} when sixty searches are saved at once`, async () => {
    const me = await signUp(server, 'gleichzeitig@example.de');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        call(server.app, 'POST', '/api/saved-searches', {
          token: me.token,
          body: { name: `Suche ${n}`, filters: {}, query: 'x=1', frequency: 'off' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(
      Array(60 - MAX_SAVED_SEARCHES).fill('SAVED_SEARCHES_FULL'),
    );
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(MAX_SAVED_SEARCHES);
  });

  it('trims the name as written, and renaming keeps the count of new ads (only opening the results resets it)', async () => {
    const me = await signUp(server, 'namen@example.de');
    const search = await save(me.token, {
      name: '  Halle an der Saale  ',
      filters: { city: 'Halle' },
      query: 'x=1',
      frequency: 'off',
    });
    expect(search.name).toBe('Halle an der Saale');
    // Results last opened an hour ago, the ad online since a minute ago: new, whenever the rename happens.
    await server.services.uow.repos.savedSearches.update(search.id, { seenAt: new Date(Date.now() - 3_600_000) });
    const ad = await goLive({ title: 'Neu in Halle', city: 'Halle', postalCode: '06108' });
    await server.services.uow.repos.ads.update(ad.id, { publishedAt: new Date(Date.now() - 60_000) });
    server.services.adSearch.publicList.clear();
    const renamed = await call(server.app, 'PATCH', `/api/saved-searches/${search.id}`, {
      token: me.token,
      body: { name: '  Halle (Saale) ' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Halle (Saale)', frequency: 'off', newCount: 1 });
    const [listed] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(listed).toMatchObject({ name: 'Halle (Saale)', newCount: 1 });
  });

  it('lists ten ads in one mail and counts the rest, linking to the whole list', async () => {
    const me = await signUp(server, 'viele@example.de');
    const search = await save(me.token, {
      name: 'Dessau',
      filters: { city: 'Dessau' },
      query: 'where=Dessau',
      frequency: 'daily',
    });
    const titles = Array.from({ length: 12 }, (_, n) => `Wohnung Nummer ${n + 1} in Dessau`);
    for (const title of titles) await goLive({ title, city: 'Dessau', postalCode: '06844' });
    await runAlert(search.id);
    const [mail, ...others] = server.mail.sent.filter(
      (m) => m.to === 'viele@example.de' && m.subject.includes('Dessau'),
    );
    expect(others).toEqual([]);
    expect(
      titles.filter((title) => mail!.text.includes(`${title}\n`) || mail!.text.includes(`${title} `)),
    ).toHaveLength(10);
    expect(mail!.text).toContain('… und 2 weitere in der Trefferliste.');
    expect(mail!.text).toContain(`${server.config.publicUrl}/ads?where=Dessau`);
  });

  it('an ad that was online before the search was saved is neither counted nor mailed as new', async () => {
    const me = await signUp(server, 'alt@example.de');
    const old = await goLive({ title: 'Schon lange in Görlitz', city: 'Görlitz', postalCode: '02826' });
    await server.services.uow.repos.ads.update(old.id, { publishedAt: new Date(Date.now() - 86_400_000) });
    server.services.adSearch.publicList.clear();
    const search = await save(me.token, {
      name: 'Görlitz',
      filters: { city: 'Görlitz' },
      query: 'x=1',
      frequency: 'instant',
    });
    const [listed] = (await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body
      .data as SavedSearch[];
    expect(listed!.newCount).toBe(0);
    await runAlert(search.id);
    expect(alerts('alt@example.de')).toEqual([]);
  });

  it('a draft written long before and published after the last alert is new to the next alert', async () => {
    const me = await signUp(server, 'spaet-veroeffentlicht@example.de');
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: seller.token,
        body: validAd({ title: 'Lange vorbereitet in Zwickau', city: 'Zwickau', postalCode: '08056' }),
      })
    ).body.data as Ad;
    await server.database.db.execute(sql`update ads set created_at = now() - interval '7 days' where id = ${draft.id}`);
    const search = await save(me.token, {
      name: 'Zwickau',
      filters: { city: 'Zwickau' },
      query: 'x=1',
      frequency: 'instant',
    });
    await runAlert(search.id);
    expect(alerts('spaet-veroeffentlicht@example.de')).toEqual([]);

    await server.services.uow.repos.ads.update(draft.id, {
      status: 'active',
      publishedAt: new Date(Date.now() + 1000),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    server.services.adSearch.publicList.clear();
    await runAlert(search.id);
    expect(alerts('spaet-veroeffentlicht@example.de')).toHaveLength(1);
  });

  it('refuses filters with a page cursor or size, and a list address past 2,000 characters', async () => {
    const me = await signUp(server, 'lang@example.de');
    for (const body of [
      { name: 'Mit Cursor', filters: { cursor: 'abc' }, query: 'x=1', frequency: 'daily' },
      { name: 'Mit Größe', filters: { limit: 20 }, query: 'x=1', frequency: 'daily' },
      { name: 'Zu lang', filters: {}, query: `q=${'a'.repeat(1999)}`, frequency: 'daily' },
    ]) {
      const answer = await call(server.app, 'POST', '/api/saved-searches', { token: me.token, body });
      expect(answer.status, body.name).toBe(400);
    }
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(0);
  });

  it('the one-click unsubscribe reads a form of at most 1 KB; a parameter added to the link (utm_source) is dropped', async () => {
    const me = await signUp(server, 'abmelden@example.de');
    const search = await save(me.token, { name: 'Bleibt', filters: {}, query: 'x=1', frequency: 'daily' });
    const token = encodeURIComponent(server.services.savedSearches.unsubscribeToken(search.id));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const frequency = async () =>
      ((await call(server.app, 'GET', '/api/saved-searches', { token: me.token })).body.data as SavedSearch[])[0]!
        .frequency;
    const big = await call(server.app, 'POST', `/api/saved-searches/unsubscribe?token=${token}`, {
      headers: form,
      body: `List-Unsubscribe=One-Click&x=${'a'.repeat(1100)}`,
    });
    expect(big.status).toBe(413);
    expect(await frequency()).toBe('daily');
    const tracked = await call(server.app, 'POST', `/api/saved-searches/unsubscribe?token=${token}&utm_source=mail`, {
      headers: form,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(tracked.status).toBe(200);
    expect(await frequency()).toBe('off');
  });

  it('goes with the account', async () => {
    const me = await signUp(server, 'weg@example.de');
    await save(me.token, { name: 'Vergänglich', filters: {}, query: 'x=1', frequency: 'daily' });
    await call(server.app, 'DELETE', '/api/user/profile', { token: me.token, body: { password: 'secret-password-1' } });
    expect(await server.services.uow.repos.savedSearches.countByUser(me.id)).toBe(0);
  });
});
