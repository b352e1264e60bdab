import { expect } from 'vitest';
import type { Conversation } from '../../src/domain/conversation';
import { call, signUp, type TestServer } from './helpers';
import { openInbox } from './inboxStream';

let n = 0;

/** Every per-user list and count a person sees of their own: nothing of anybody else may be in one of them. */
const CHANNELS = [
  '/api/conversations',
  '/api/conversations/unread',
  '/api/favorites',
  '/api/saved-searches',
  '/api/ads/mine',
  '/api/payments/mine',
  '/api/user/export',
  '/api/user/seller',
  // Issue 44: the statements of reasons a person received, and their phone number.
  '/api/decisions',
  '/api/user/phone',
  // Issue 45: the viewings offered to and booked by a person, and their calendar feed's address.
  '/api/viewings',
  '/api/user/calendar-feed',
  // Issue 45: applications, the tenant profile and the documents.
  '/api/applications',
  '/api/user/tenant-profile',
  '/api/user/documents',
];

/**
 * A third person present in every per-user channel while others act (issue 43): their open inbox stream (when the
 * server listens at `base`), their lists and counts (conversations, unread, Merkliste, saved searches, own ads,
 * payments), their data export and their mailbox. `sawNothing` then asserts that nothing of the others reached them.
 * Every private channel's test opens one; a channel added later is added to CHANNELS.
 *
 * With a stream, it is judged after a sentinel: the third person writes about `sentinelAdId` themselves, and once
 * their own stream shows that message, anything sent to them earlier by mistake has arrived before it (one ordered
 * connection).
 */
export async function thirdPersonWatching(server: TestServer, base?: string) {
  const email = `dritte-person-${++n}-${Date.now()}@example.de`;
  const third = await signUp(server, email, { name: 'Dritte' });
  const stream = base ? await openInbox(base, third.token) : null;
  if (stream) await stream.next('ready');
  const mailsBefore = server.mail.sent.length;
  const get = async (url: string) => (await call(server.app, 'GET', url, { token: third.token })).body;

  return {
    person: third,
    email,
    /** Asserts that none of `secrets` (message texts, titles, names, addresses of the others) reached the third person. */
    async sawNothing({ secrets, sentinelAdId }: { secrets: string[]; sentinelAdId?: string }) {
      try {
        let own = 0;
        if (stream) {
          expect(sentinelAdId, 'a stream is judged after a sentinel message about an ad').toBeDefined();
          const sentinel = `Kontrollnachricht ${n}-${Date.now()}`;
          const started = await call(server.app, 'POST', `/api/ads/${sentinelAdId}/conversations`, {
            token: third.token,
            body: { body: sentinel },
          });
          expect(started.status, JSON.stringify(started.body)).toBe(201);
          await stream.next('message', (event) => event.message.body === sentinel);
          const beforeSentinel = stream.events.slice(
            0,
            stream.events.findIndex((event) => event.type === 'message' && event.message.body === sentinel),
          );
          expect(
            beforeSentinel.map((event) => event.type),
            'the third stream heard only its own events',
          ).toEqual(['ready']);
          own = 1;
        }
        const answers = await Promise.all(CHANNELS.map(get));
        const [conversations, unread, favorites, searches, ads, payments] = answers.map((answer) => answer.data);
        expect((conversations as Conversation[]).length, 'the third person has only their own conversation').toBe(own);
        expect((unread as { count: number }).count).toBe(0);
        for (const list of [favorites, searches, ads, payments])
          expect(list, 'a list of the third person').toEqual(expect.any(Array));
        expect([favorites, searches, ads, payments].map((list) => (list as unknown[]).length)).toEqual([0, 0, 0, 0]);
        const seen = JSON.stringify([
          stream?.events ?? [],
          answers,
          server.mail.sent.slice(mailsBefore).filter((mail) => mail.to === email),
        ]);
        for (const secret of secrets) expect(seen, `"${secret}" reached the third person`).not.toContain(secret);
      } finally {
        stream?.close();
      }
    },
  };
}
