import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationThread } from '../../src/domain/conversation';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

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
