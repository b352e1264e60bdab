import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationThread } from '../../src/domain/conversation';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let n = 0;
const person = (name: string) => signUp(server, `${name}-${++n}@example.de`);
const thread = async (token: string, id: string) =>
  ((await call(server.app, 'GET', `/api/conversations/${id}/messages`, { token })).body.data as ConversationThread)
    .messages;

describe('a warning beside a message', () => {
  it('tells the reader of money asked before a viewing or a move off Inserat; never the writer, never a phone number', async () => {
    const seller = await person('vorkasse');
    const seeker = await person('suchend');
    const ad = await publishedAd(server, seller);
    const started = await call(server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
      token: seeker.token,
      body: { body: 'Guten Tag, kann ich die Wohnung am Samstag besichtigen?' },
    });
    const id = (started.body.data as ConversationThread).conversation.id;
    for (const body of [
      'Zahlen Sie bitte zuerst die Kaution vorab per Western Union, dann schicke ich die Schlüssel.',
      'Schreiben Sie mir lieber per WhatsApp.',
      'Rufen Sie mich gern an: 030 1234 5678.',
    ])
      expect(
        (await call(server.app, 'POST', `/api/conversations/${id}/messages`, { token: seller.token, body: { body } }))
          .status,
      ).toBe(201);
    const seen = (messages: ChatMessage[]) => messages.map((m) => [m.body.slice(0, 20), m.caution]);
    expect(seen(await thread(seeker.token, id))).toEqual([
      ['Guten Tag, kann ich ', null],
      ['Zahlen Sie bitte zue', 'advance_payment'],
      ['Schreiben Sie mir li', 'off_platform'],
      ['Rufen Sie mich gern ', null],
    ]);
    // The writer is not warned about their own words.
    expect((await thread(seller.token, id)).every((m) => m.caution === null)).toBe(true);
  });
});

describe('what the sender’s messages count for', () => {
  async function conversationWith(seller: { token: string }, adId: string) {
    const seeker = await person('fragend');
    const started = await call(server.app, 'POST', `/api/ads/${adId}/conversations`, {
      token: seeker.token,
      body: { body: 'Guten Tag, ist die Wohnung noch frei?' },
    });
    return { seeker, id: (started.body.data as ConversationThread).conversation.id };
  }
  const write = async (token: string, id: string, body: string) =>
    expect(
      (await call(server.app, 'POST', `/api/conversations/${id}/messages`, { token, body: { body } })).status,
    ).toBe(201);
  const statusOf = async (owner: { token: string }, adId: string) =>
    ((await call(server.app, 'GET', `/api/ads/${adId}`, { token: owner.token })).body.data as { status: string })
      .status;

  it('money asked before a viewing in a second conversation takes the sender’s live ad back to review', async () => {
    const landlord = await person('vorab');
    const ad = await publishedAd(server, landlord);
    const first = await conversationWith(landlord, ad.id);
    await write(
      landlord.token,
      first.id,
      'Überweisen Sie zuerst die Kaution per Western Union, dann kommen die Schlüssel per Post.',
    );
    // One conversation is a warning to its reader, not yet a verdict on the sender.
    expect(await statusOf(landlord, ad.id)).toBe('active');
    // The same asked again in the same conversation is still one person asked.
    await write(landlord.token, first.id, 'Bitte zahlen Sie die Kaution vorab per Western Union.');
    expect(await statusOf(landlord, ad.id)).toBe('active');
    const second = await conversationWith(landlord, ad.id);
    await write(landlord.token, second.id, 'Die Kaution bitte vorab per Western Union, ich bin im Ausland.');
    expect(await statusOf(landlord, ad.id)).toBe('pending');
    const admin = await adminToken(server);
    const queue = (await call(server.app, 'GET', '/api/admin/ads', { token: admin })).body.data as {
      id: string;
      risk: { signals: { rule: string; detail: string }[] } | null;
    }[];
    const signal = queue.find((item) => item.id === ad.id)?.risk?.signals.find((s) => s.rule === 'messages_cautioned');
    expect(signal?.detail).toMatch(/money before a viewing asked in 2 conversation/);
  });

  it('a seeker who writes such words risks nothing for the landlord, and a landlord’s messenger name alone holds nothing', async () => {
    const landlord = await person('whatsapp');
    const ad = await publishedAd(server, landlord);
    for (let i = 0; i < 3; i++) {
      const talk = await conversationWith(landlord, ad.id);
      await write(landlord.token, talk.id, 'Gern, schreiben Sie mir per WhatsApp für einen Termin.');
      // The seeker quotes a scam warning: their words are theirs, not the landlord's.
      await write(
        talk.seeker.token,
        talk.id,
        'Ich zahle keine Kaution vorab per Western Union, nur nach Vertragsschluss.',
      );
    }
    expect(await statusOf(landlord, ad.id)).toBe('active');
  });
});
