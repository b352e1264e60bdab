import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, validAd, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// One's own account: the profile as typed, each kind of mail on or off, and the data export.
describe('own account', () => {
  it('edits name, phone and language; refuses bad values', async () => {
    const me = await signUp(server, 'edit@example.de');
    const ok = await call(server.app, 'PATCH', '/api/user/profile', {
      token: me.token,
      body: { name: 'Eri', phone_number: '+43 1 234567', language: 'en' },
    });
    expect(ok.body.data).toMatchObject({ name: 'Eri', phone_number: '+43 1 234567' });
    const bad = await call(server.app, 'PATCH', '/api/user/profile', {
      token: me.token,
      body: { phone_number: 'none' },
    });
    expect(bad.status).toBe(400);
    expect((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).body.data).toMatchObject({
      phone_number: '+43 1 234567',
    });
  });

  it('trims what is typed, changes only what is sent, and keeps the rest', async () => {
    const me = await signUp(server, 'teile@example.de', { name: 'Anna', lastname: 'Alt' });
    // The language is not shown in the profile; it is the language of the mail the account is sent.
    const profile = async () => ({
      ...((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).body.data as Record<
        string,
        unknown
      >),
      language: (await server.services.uow.repos.users.findByEmail('teile@example.de'))!.language,
    });
    const typed = await call(server.app, 'PATCH', '/api/user/profile', {
      token: me.token,
      body: { name: '  Berta ', lastname: ' Bauer  ', phone_number: ' +49 30 1234567 ', language: 'en' },
    });
    expect(typed.status).toBe(200);
    expect(await profile()).toMatchObject({
      name: 'Berta',
      lastname: 'Bauer',
      phone_number: '+49 30 1234567',
      language: 'en',
    });
    for (const [change, expected] of [
      [{ lastname: 'Brandt' }, { name: 'Berta', lastname: 'Brandt', phone_number: '+49 30 1234567', language: 'en' }],
      [{ language: 'de' }, { name: 'Berta', lastname: 'Brandt', phone_number: '+49 30 1234567', language: 'de' }],
      [{ name: 'Bea' }, { name: 'Bea', lastname: 'Brandt', phone_number: '+49 30 1234567', language: 'de' }],
    ] as const) {
      expect(
        (await call(server.app, 'PATCH', '/api/user/profile', { token: me.token, body: change })).status,
        JSON.stringify(change),
      ).toBe(200);
      expect(await profile()).toMatchObject(expected);
    }
  });

  it('refuses an empty or blank first or last name, naming the field, and keeps the old one', async () => {
    const me = await signUp(server, 'leer@example.de', { name: 'Clara', lastname: 'Conrad' });
    for (const field of ['name', 'lastname'] as const) {
      for (const value of ['', '   ']) {
        const answer = await call(server.app, 'PATCH', '/api/user/profile', {
          token: me.token,
          body: { [field]: value },
        });
        expect(answer.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(answer.body.errors, field).toEqual([expect.objectContaining({ field })]);
      }
    }
    expect((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).body.data).toMatchObject({
      name: 'Clara',
      lastname: 'Conrad',
    });
  });

  it('refuses an empty change of the profile instead of answering as if something was saved', async () => {
    const me = await signUp(server, 'nichts@example.de');
    const answer = await call(server.app, 'PATCH', '/api/user/profile', { token: me.token, body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('VALIDATION_FAILED');
  });

  it('refuses a field longer than it may be sent, even when the excess is blanks that trimming would remove', async () => {
    const me = await signUp(server, 'lang@example.de', { name: 'Dora', lastname: 'Dietz' });
    for (const change of [
      { name: `Dora${' '.repeat(200)}` },
      { lastname: `${' '.repeat(200)}Dietz` },
      { phone_number: `${' '.repeat(30)}+49 30 1234567` },
    ]) {
      const answer = await call(server.app, 'PATCH', '/api/user/profile', { token: me.token, body: change });
      expect(answer.status, Object.keys(change)[0]).toBe(400);
    }
    expect((await call(server.app, 'GET', '/api/user/profile', { token: me.token })).body.data).toMatchObject({
      name: 'Dora',
      lastname: 'Dietz',
      phone_number: '+49 30 1234567',
    });
  });

  it('switches each kind of mail on and off by itself', async () => {
    const me = await signUp(server, 'post@example.de');
    const settings = async () =>
      (await call(server.app, 'GET', '/api/user/notifications', { token: me.token })).body.data;
    const initial = (await settings()) as { messages: boolean; reminders: boolean; newsletter: boolean };
    let expected = { ...initial };
    for (const key of ['messages', 'reminders', 'newsletter'] as const) {
      expected = { ...expected, [key]: !expected[key] };
      const answer = await call(server.app, 'PUT', '/api/user/notifications', {
        token: me.token,
        body: { [key]: expected[key] },
      });
      expect(answer.status, key).toBe(200);
      expect(answer.body.data, key).toEqual(expected);
      expect(await settings(), key).toEqual(expected);
    }
    const empty = await call(server.app, 'PUT', '/api/user/notifications', { token: me.token, body: {} });
    expect(empty.status).toBe(400);
    expect(await settings()).toEqual(expected);
  });
});

describe('data export (DSGVO Art. 15, 20)', () => {
  it('hands over profile, ads, Merkliste, saved searches, payments and sessions as one JSON file, never secrets', async () => {
    const me = await signUp(server, 'export@example.de');
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: me.token,
        body: validAd({ title: 'Meine eigene Wohnung', street: 'Kastanienallee 12', showExactAddress: false }),
      })
    ).body.data as { id: string };
    const seller = await signUp(server, 'export-seller@example.de');
    const live = (
      await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd({ title: 'Gemerkte Wohnung' }) })
    ).body.data as { id: string };
    await server.services.uow.repos.ads.update(live.id, {
      status: 'active',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await call(server.app, 'PUT', `/api/favorites/${live.id}`, { token: me.token });
    await call(server.app, 'POST', '/api/saved-searches', {
      token: me.token,
      body: { name: 'Berlin', filters: { city: 'Berlin' }, query: 'where=Berlin', frequency: 'weekly' },
    });
    const answer = await call(server.app, 'GET', '/api/user/export', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-disposition']).toMatch(
      /^attachment; filename="inserat-daten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    // Personal data: JSON in UTF-8, kept by no cache on the way.
    expect(answer.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.response.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(answer.response.body) as Record<string, unknown[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ email: 'export@example.de' });
    // The street is the owner's own data, even where the ad shows visitors only the area.
    expect(data.ads).toEqual([
      expect.objectContaining({ id: draft.id, title: 'Meine eigene Wohnung', street: 'Kastanienallee 12' }),
    ]);
    expect(data.favorites).toEqual([expect.objectContaining({ adId: live.id, title: 'Gemerkte Wohnung' })]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Berlin', frequency: 'weekly', query: 'where=Berlin' }),
    ]);
    expect(data.payments).toEqual([]);
    expect(data.sessions).toEqual([
      expect.objectContaining({
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        lastUsedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    expect(answer.response.body).not.toMatch(/passwordHash|password_hash|tokenVersion|scrypt/);
    expect((await call(server.app, 'GET', '/api/user/export')).status).toBe(401);
  });
});
