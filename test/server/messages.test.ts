import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { ConversationThread, SellerProfile } from '../../src/domain/conversation';
import { adminToken, call, publishedAd, startTestServer, validAd, type TestServer } from './helpers';
import { messaging } from './messagingKit';

/** Nachrichten (issue 13): a conversation between a seeker and a seller — written, refused, blocked — and the seller as the ad page shows them. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  admin = await adminToken(server);
});
afterAll(() => server.close());

const { person, seekerNamed, start, inbox, thread, send, unread, everythingSeenBy } = messaging(() => server);

describe('conversations', () => {
  it('a seeker writes to the seller; both see one conversation by first name only, and the seller has it unread', async () => {
    const seller = await person('vermieterin');
    const seeker = await seekerNamed('suchender');
    const ad = await publishedAd(server, seller, { title: 'Altbau mit Stuck und Balkon' });

    const started = await start(seeker.token, ad.id, '  Guten Tag, ist die Wohnung noch frei?  ');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const opened = started.body.data as ConversationThread;
    expect(opened.messages).toEqual([
      expect.objectContaining({ mine: true, body: 'Guten Tag, ist die Wohnung noch frei?' }),
    ]);
    expect(opened.conversation).toMatchObject({
      role: 'seeker',
      counterpart: 'Erika',
      unread: 0,
      ad: { id: ad.id, title: 'Altbau mit Stuck und Balkon', available: true, priceCents: ad.priceCents },
    });

    // Nothing of a conversation is for search engines.
    expect(
      (await call(server.app, 'GET', '/api/conversations', { token: seller.token })).response.headers['x-robots-tag'],
    ).toBe('noindex, nofollow');
    const [forSeller] = await inbox(seller.token);
    expect(forSeller).toMatchObject({
      id: opened.conversation.id,
      role: 'seller',
      counterpart: 'Paul',
      unread: 1,
      lastMessage: { mine: false, body: 'Guten Tag, ist die Wohnung noch frei?' },
    });
    expect(forSeller!.ad.cover?.url).toMatch(/^\/api\/uploads\//);
    expect(await unread(seller.token)).toBe(1);
    expect(await unread(seeker.token)).toBe(0);

    // Writing again about the same ad continues the same conversation.
    const again = (await start(seeker.token, ad.id, 'Ich könnte am Samstag vorbeikommen.')).body
      .data as ConversationThread;
    expect(again.conversation.id).toBe(opened.conversation.id);
    expect(again.messages.map((m) => m.body)).toEqual([
      'Guten Tag, ist die Wohnung noch frei?',
      'Ich könnte am Samstag vorbeikommen.',
    ]);
    expect(await unread(seller.token)).toBe(2);

    // The seller reads and answers: their unread count goes to zero, the seeker's up.
    expect(
      (await call(server.app, 'POST', `/api/conversations/${opened.conversation.id}/read`, { token: seller.token }))
        .status,
    ).toBe(200);
    expect(await unread(seller.token)).toBe(0);
    const answer = await send(seller.token, opened.conversation.id, 'Ja, Samstag um 11 Uhr passt.');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ mine: true, body: 'Ja, Samstag um 11 Uhr passt.' });
    expect(await unread(seeker.token)).toBe(1);
    const forSeeker = await thread(seeker.token, opened.conversation.id);
    expect(forSeeker.messages.map((m) => [m.mine, m.body])).toEqual([
      [true, 'Guten Tag, ist die Wohnung noch frei?'],
      [true, 'Ich könnte am Samstag vorbeikommen.'],
      [false, 'Ja, Samstag um 11 Uhr passt.'],
    ]);

    // Neither side ever gets the other's address.
    const [sellerEmail, seekerEmail] = [seller.email, seeker.email];
    expect(await everythingSeenBy(seller.token, opened.conversation.id, ad.id)).not.toContain(seekerEmail);
    expect(await everythingSeenBy(seeker.token, opened.conversation.id, ad.id)).not.toContain(sellerEmail);
    expect(
      (await call(server.app, 'GET', `/api/conversations/${opened.conversation.id}/messages`, { token: seller.token }))
        .response.body,
    ).not.toMatch(/example\.de/);
  });

  it('refuses what cannot be a message: own ad, ads visitors cannot see, empty and too long texts; others cannot look in', async () => {
    const seller = await person('eigen');
    const seeker = await seekerNamed('fremd');
    const outsider = await seekerNamed('neugierig');
    const ad = await publishedAd(server, seller);
    expect((await start(seller.token, ad.id, 'An mich selbst')).body.error).toBe('CONFLICT');
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: seller.token,
        body: validAd({ title: 'Entwurf ohne Veröffentlichung' }),
      })
    ).body.data as Ad;
    expect((await start(seeker.token, draft.id, 'Hallo')).status).toBe(404);
    expect((await start(seeker.token, '00000000-0000-4000-8000-000000000000', 'Hallo')).status).toBe(404);
    const empty = await start(seeker.token, ad.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'required' })]);
    const long = await start(seeker.token, ad.id, 'x'.repeat(2001));
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'too_long' })]);
    // Blanks are no message, however many there are.
    expect((await start(seeker.token, ad.id, ' '.repeat(2500))).body.errors).toEqual([
      expect.objectContaining({ field: 'body', code: 'required' }),
    ]);
    expect(await inbox(seeker.token)).toEqual([]);

    // The longest message is taken.
    const longest = await start(seeker.token, ad.id, 'x'.repeat(2000));
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
    const { conversation } = (await start(seeker.token, ad.id, 'Hallo, noch frei?')).body.data as ConversationThread;
    for (const [method, url, body] of [
      ['GET', `/api/conversations/${conversation.id}/messages`, undefined],
      ['POST', `/api/conversations/${conversation.id}/messages`, { body: 'Ich mische mich ein' }],
      ['POST', `/api/conversations/${conversation.id}/read`, undefined],
      ['POST', `/api/conversations/${conversation.id}/block`, undefined],
      ['POST', `/api/conversations/${conversation.id}/report`, { reason: 'spam' }],
    ] as const) {
      expect((await call(server.app, method, url, { token: outsider.token, body })).status, `${method} ${url}`).toBe(
        404,
      );
      expect((await call(server.app, method, url, { token: admin, body })).status, `admin ${method} ${url}`).toBe(404);
    }
    expect(await inbox(outsider.token)).toEqual([]);
  });

  it('blocking stops both sides in every shared conversation until it is lifted', async () => {
    const seller = await person('blockiert');
    const seeker = await seekerNamed('laestig');
    const first = await publishedAd(server, seller, { title: 'Erste Wohnung zum Blockieren' });
    const second = await publishedAd(server, seller, { title: 'Zweite Wohnung zum Blockieren' });
    const { conversation } = (await start(seeker.token, first.id, 'Hallo?')).body.data as ConversationThread;
    expect(
      (await call(server.app, 'POST', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);

    expect((await send(seeker.token, conversation.id, 'Hallo??')).body.error).toBe('CONVERSATION_BLOCKED');
    expect((await start(seeker.token, second.id, 'Dann eben hier')).body.error).toBe('CONVERSATION_BLOCKED');
    expect((await send(seller.token, conversation.id, 'Letzte Worte')).status).toBe(403);
    expect((await inbox(seller.token))[0]).toMatchObject({ blockedByMe: true, blockedByOther: false });
    expect((await inbox(seeker.token))[0]).toMatchObject({ blockedByMe: false, blockedByOther: true });

    expect(
      (await call(server.app, 'DELETE', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);
    expect((await send(seeker.token, conversation.id, 'Entschuldigung.')).status).toBe(201);
  });
});

describe('the seller on the ad page', () => {
  it('first name, kind and since when; how they answer only once three conversations say it; their other live ads', async () => {
    const seller = await person('profil');
    const ad = await publishedAd(server, seller, { title: 'Hauptanzeige des Anbieters' });
    const older = await publishedAd(server, seller, { title: 'Erste weitere Anzeige des Anbieters' });
    server.clock.advance(60_000);
    const other = await publishedAd(server, seller, { title: 'Zweite Anzeige des Anbieters' });
    const profile = async () => (await call(server.app, 'GET', `/api/ads/${ad.id}/seller`)).body.data as SellerProfile;
    await call(server.app, 'POST', '/api/ads', {
      token: seller.token,
      body: validAd({ title: 'Entwurf des Anbieters' }),
    });
    const first = await profile();
    expect(first).toMatchObject({
      firstName: 'Erika',
      sellerType: 'private',
      responseRate: null,
      responseHours: null,
      // A private seller shows no Anbieter-Impressum (sellerDetails.test.ts: a trader's).
      imprint: null,
    });
    // The newest first; drafts are not shown.
    expect(first.otherAds.map((a) => a.id)).toEqual([other.id, older.id]);
    expect(JSON.stringify(first)).not.toMatch(/example\.de|Mustermann/);

    for (let i = 0; i < 3; i++) {
      const seeker = await seekerNamed(`frage${i}`);
      const { conversation } = (await start(seeker.token, ad.id, `Frage ${i}`)).body.data as ConversationThread;
      if (i < 2) {
        server.clock.advance(2 * 3_600_000);
        await send(seller.token, conversation.id, `Antwort ${i}`);
      }
      // Two answered conversations say nothing yet, not even how fast.
      if (i === 1) expect(await profile()).toMatchObject({ responseRate: null, responseHours: null });
    }
    expect(await profile()).toMatchObject({ responseRate: 2 / 3, responseHours: 2 });
    expect((await call(server.app, 'GET', '/api/ads/00000000-0000-4000-8000-000000000000/seller')).status).toBe(404);

    // A seller who answers nobody has a rate of none and no answer time.
    const silent = await person('schweigt');
    const unanswered = await publishedAd(server, silent);
    for (let i = 0; i < 3; i += 1)
      await start((await seekerNamed(`ungehoert${i}`)).token, unanswered.id, `Hallo? ${i}`);
    expect((await call(server.app, 'GET', `/api/ads/${unanswered.id}/seller`)).body.data).toMatchObject({
      responseRate: 0,
      responseHours: null,
    });

    // Four at most, the newest.
    const newest = [];
    for (let i = 0; i < 3; i += 1) {
      server.clock.advance(60_000);
      newest.unshift((await publishedAd(server, seller, { title: `Weitere Anzeige ${i}` })).id);
    }
    expect((await profile()).otherAds.map((a) => a.id)).toEqual([...newest, other.id]);
  });
});
