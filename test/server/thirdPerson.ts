import { expect } from 'vitest';
import type { Conversation } from '../../src/domain/conversation';
import { call, signUp, type TestServer } from './helpers';
import { openInbox } from './inboxStream';

let n = 0;

/**
 * A third person present in every per-user channel while two others talk (issue 43): their open inbox stream,
 * conversation list, unread count, data export and mailbox. `sawNothing` then asserts that nothing of the others
 * reached them. Every private channel's test opens one; a channel added later is added here.
 *
 * The stream is judged after a sentinel: the third person writes about `sentinelAdId` themselves, and once their own
 * stream shows that message, anything sent to them earlier by mistake has arrived before it (one ordered connection).
 */
export async function thirdPersonWatching(server: TestServer, base: string) {
  const email = `dritte-person-${++n}-${Date.now()}@example.de`;
  const third = await signUp(server, email, { name: 'Dritte' });
  const stream = await openInbox(base, third.token);
  await stream.next('ready');
  const mailsBefore = server.mail.sent.length;
  const get = async (url: string) => (await call(server.app, 'GET', url, { token: third.token })).body;

  return {
    person: third,
    email,
    /** Asserts that none of `secrets` (message texts, names, addresses of the others) reached the third person. */
    async sawNothing({ secrets, sentinelAdId }: { secrets: string[]; sentinelAdId: string }) {
      try {
        const sentinel = `Kontrollnachricht ${n}-${Date.now()}`;
        const started = await call(server.app, 'POST', `/api/ads/${sentinelAdId}/conversations`, { token: third.token, body: { body: sentinel } });
        expect(started.status, JSON.stringify(started.body)).toBe(201);
        await stream.next('message', (event) => event.message.body === sentinel);
        const beforeSentinel = stream.events.slice(0, stream.events.findIndex((event) => event.type === 'message' && event.message.body === sentinel));
        expect(beforeSentinel.map((event) => event.type), 'the third stream heard only its own events').toEqual(['ready']);

        const conversations = (await get('/api/conversations')).data as Conversation[];
        expect(conversations.length, 'the third person has only their own conversation').toBe(1);
        expect(((await get('/api/conversations/unread')).data as { count: number }).count).toBe(0);
        const seen = JSON.stringify([stream.events, conversations, await get('/api/user/export'), server.mail.sent.slice(mailsBefore).filter((mail) => mail.to === email)]);
        for (const secret of secrets) expect(seen, `"${secret}" reached the third person`).not.toContain(secret);
      } finally {
        stream.close();
      }
    },
  };
}
