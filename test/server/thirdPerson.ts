import { expect } from 'vitest';
import type { Conversation } from '../../src/domain/conversation';
import type { PushServiceStandIn } from '../support/pushService';
import { call, signUp, type TestServer } from './helpers';
import { openInbox } from './inboxStream';

let n = 0;

/** Every per-user list and count a person sees of their own: nothing of anybody else may be in one of them. */
export const CHANNELS = [
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
  // Issue 46: the devices that receive a person's pushes, and what they want pushed.
  '/api/push/devices',
  '/api/push/settings',
];

/**
 * A third person present in every per-user channel while others act (issue 43): their open inbox stream (when the
 * server listens at `base`), their lists and counts (conversations, unread, Merkliste, saved searches, own ads,
 * payments), their data export, their mailbox and — given the local push service — a device of theirs that receives
 * pushes. `sawNothing` then asserts that nothing of the others reached them.
 * Every private channel's test opens one; a channel added later is added to CHANNELS.
 *
 * With a stream, it is judged after a sentinel: the third person writes about `sentinelAdId` themselves, and once
 * their own stream shows that message, anything sent to them earlier by mistake has arrived before it (one ordered
 * connection).
 */
export async function thirdPersonWatching(server: TestServer, base?: string, push?: PushServiceStandIn) {
  const email = `dritte-person-${++n}-${Date.now()}@example.de`;
  const third = await signUp(server, email, { name: 'Dritte' });
  const device = push?.subscription();
  if (device) {
    const added = await call(server.app, 'POST', '/api/push/devices', { token: third.token, body: device });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
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
        // Pushes are sent by jobs: judged once the queue has nothing left (the sentinel's own push included).
        if (device) await server.mail.settled();
        const pushed = device ? push!.to(device.endpoint).map((arrived) => arrived.payload) : [];
        if (device)
          expect(
            pushed.map((payload) => payload.url),
            'no push reached the third person',
          ).toEqual([]);
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
          pushed,
        ]);
        for (const secret of secrets) expect(seen, `"${secret}" reached the third person`).not.toContain(secret);
      } finally {
        stream?.close();
      }
    },
  };
}
