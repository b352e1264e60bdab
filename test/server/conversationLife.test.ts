import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationThread } from '../../src/domain/conversation';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';
import { messaging } from './messagingKit';

/** A conversation over time: a deleted account, an ad that can no longer be had, older conversations, daily limits, the export. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  admin = await adminToken(server);
});
afterAll(() => server.close());

const { person, seekerNamed, start, inbox, thread, send } = messaging(() => server);

describe('a conversation over time', () => {
  it('a deleted account: its messages go, the other side keeps the conversation with "gelöschter Nutzer"', async () => {
    const seller = await person('bleibt');
    const seeker = await seekerNamed('geht');
    const ad = await publishedAd(server, seller);
    const { conversation } = (await start(seeker.token, ad.id, 'Ich lösche bald mein Konto.')).body
      .data as ConversationThread;
    await send(seller.token, conversation.id, 'Schade, die Wohnung ist noch frei.');
    expect(
      (
        await call(server.app, 'DELETE', '/api/user/profile', {
          token: seeker.token,
          body: { password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
    const [kept] = await inbox(seller.token);
    expect(kept).toMatchObject({ id: conversation.id, counterpart: null });
    expect((await thread(seller.token, conversation.id)).messages.map((m) => m.body)).toEqual([
      'Schade, die Wohnung ist noch frei.',
    ]);
    expect((await send(seller.token, conversation.id, 'Hallo?')).body.error).toBe('CONVERSATION_CLOSED');
    // Nobody is left to block: blocking and lifting it answer as done and change nothing.
    expect(
      (await call(server.app, 'POST', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);
    expect(
      (await call(server.app, 'DELETE', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);
    expect((await thread(seller.token, conversation.id)).conversation).toMatchObject({
      id: conversation.id,
      counterpart: null,
    });
  });

  it('the inbox tells whether the ad can still be had: not once it is paused, has run out, its seller is blocked or it is deleted', async () => {
    const seller = await person('verfuegbar');
    const seeker = await seekerNamed('nachfrager');
    const ad = await publishedAd(server, seller, {
      title: 'Wohnung, bald vergeben',
      priceCents: 98_000,
      category: 'apartment_rent',
    });
    const { conversation } = (await start(seeker.token, ad.id, 'Ist sie noch zu haben?')).body
      .data as ConversationThread;
    const shown = async () => (await inbox(seeker.token)).find((c) => c.id === conversation.id)!;
    expect(await shown()).toMatchObject({
      ad: {
        id: ad.id,
        title: 'Wohnung, bald vergeben',
        priceCents: 98_000,
        priceType: 'fixed',
        category: 'apartment_rent',
        cover: { url: expect.stringMatching(/^\/api\/uploads\//) },
        available: true,
      },
      lastMessage: { mine: true, body: 'Ist sie noch zu haben?' },
      blockedByMe: false,
      blockedByOther: false,
    });

    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/pause`, { token: seller.token })).status).toBe(200);
    expect((await shown()).ad.available).toBe(false);
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/resume`, { token: seller.token })).status).toBe(200);
    expect((await shown()).ad.available).toBe(true);

    // Its end is the instant it stops being available.
    const { expiresAt } = (await server.services.uow.repos.ads.findById(ad.id))!;
    server.clock.frozenAt = expiresAt!;
    try {
      expect((await shown()).ad.available).toBe(false);
      server.clock.frozenAt = new Date(expiresAt!.getTime() - 1);
      expect((await shown()).ad.available).toBe(true);
    } finally {
      server.clock.frozenAt = undefined;
    }

    const [forSeller] = await inbox(seller.token);
    expect(forSeller).toMatchObject({ id: conversation.id, lastMessage: { mine: false } });

    // (Blocking the seller also ends their sessions.)
    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } });
    expect((await shown()).ad.available).toBe(false);
    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: false } });
    expect((await shown()).ad.available).toBe(true);

    // Deleted by its seller (signed in again after the block ended the sessions): the conversation stays, with the
    // title it was about and nothing else of the ad.
    const again = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: seller.email, password: 'secret-password-1' },
    });
    const sellerToken = (again.body.data as { accessToken: string }).accessToken;
    expect((await call(server.app, 'DELETE', `/api/ads/${ad.id}`, { token: sellerToken })).status).toBe(200);
    expect((await shown()).ad).toEqual({
      id: null,
      title: 'Wohnung, bald vergeben',
      priceCents: null,
      priceType: null,
      category: null,
      cover: null,
      available: false,
    });
  });

  it('opening an older conversation shows that one, with its own unread count (opening does not mark it read)', async () => {
    const seller = await person('zwei-gespraeche');
    const ad = await publishedAd(server, seller);
    const older = (
      (await start((await seekerNamed('erster')).token, ad.id, 'Ich war zuerst da.')).body.data as ConversationThread
    ).conversation;
    const second = await seekerNamed('zweiter');
    const newer = ((await start(second.token, ad.id, 'Ich schreibe später.')).body.data as ConversationThread)
      .conversation;
    await send(second.token, newer.id, 'Und noch einmal.');
    expect((await inbox(seller.token)).map((c) => c.id)).toEqual([newer.id, older.id]);
    const opened = await thread(seller.token, older.id);
    expect(opened.conversation).toMatchObject({ id: older.id, unread: 1, lastMessage: { body: 'Ich war zuerst da.' } });
    expect(opened.messages.map((m) => m.body)).toEqual(['Ich war zuerst da.']);
    expect((await thread(seller.token, newer.id)).conversation).toMatchObject({ id: newer.id, unread: 2 });
  });

  it('a day allows so many new conversations per person; continuing one is not a new one, and each person counts once as a contact', async () => {
    const limited = await startTestServer({
      quotas: { draftsPerDay: 100, uploadsPerMinute: 100, messagesPerTenMinutes: 100, conversationsPerDay: 1 },
    });
    try {
      const seller = await signUp(limited, 'tages-verkaeufer@example.de');
      const [paul, jana] = [
        await signUp(limited, 'tages-paul@example.de'),
        await signUp(limited, 'tages-jana@example.de'),
      ];
      const [flat, house] = [await publishedAd(limited, seller), await publishedAd(limited, seller)];
      const begin = (token: string, adId: string, body: string) =>
        call(limited.app, 'POST', `/api/ads/${adId}/conversations`, { token, body: { body } });
      expect((await begin(paul.token, flat.id, 'Ist die Wohnung frei?')).status).toBe(201);
      expect((await begin(paul.token, flat.id, 'Noch eine Frage zur Wohnung.')).status).toBe(201);
      expect((await begin(jana.token, flat.id, 'Ich interessiere mich auch.')).status).toBe(201);
      expect((await begin(paul.token, house.id, 'Und das Haus?')).body.error).toBe('MESSAGE_QUOTA_REACHED');
      const stats = (await call(limited.app, 'GET', `/api/ads/${flat.id}/stats`, { token: seller.token })).body
        .data as { totals: { contacts: number } };
      expect(stats.totals.contacts).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('the data export carries the conversations with their messages', async () => {
    const seller = await person('export-v');
    const seeker = await seekerNamed('export-s');
    const ad = await publishedAd(server, seller);
    await start(seeker.token, ad.id, 'Für meinen Datenexport');
    const exported = (await call(server.app, 'GET', '/api/user/export', { token: seeker.token })).response.json() as {
      conversations: ConversationThread[];
    };
    expect(exported.conversations).toEqual([
      expect.objectContaining({
        conversation: expect.objectContaining({ counterpart: 'Erika' }),
        messages: [expect.objectContaining({ mine: true, body: 'Für meinen Datenexport' })],
      }),
    ]);
  });
});
