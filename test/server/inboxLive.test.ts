import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationThread } from '../../src/domain/conversation';
import { Redis } from 'ioredis';
import { buildServer } from '../../server/app';
import { call, DB_LEG, publishedAd, startTestServer, type TestServer } from './helpers';
import { openInbox } from './inboxStream';
import { thirdPersonWatching } from './thirdPerson';
import { messaging } from './messagingKit';

/** Live delivery of messages (Server-Sent Events): to the conversation's own people only, a third person watching. */ let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

const { person, seekerNamed, start, send } = messaging(() => server);

describe('live delivery (Server-Sent Events)', () => {
  it("the seller's open inbox hears the message at once, the seeker's the answer; the other tab hears the read mark", async () => {
    const seller = await person('live-v');
    const seeker = await seekerNamed('live-s');
    const ad = await publishedAd(server, seller, { title: 'Live-Wohnung' });
    const third = await thirdPersonWatching(server, base);
    const sellerInbox = await openInbox(base, seller.token);
    const sellerOtherTab = await openInbox(base, seller.token);
    try {
      expect(sellerInbox.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(sellerInbox.response.headers.get('x-robots-tag')).toMatch(/noindex/);
      await sellerInbox.next('ready');
      const { conversation } = (await start(seeker.token, ad.id, 'Ist sie live noch frei?')).body
        .data as ConversationThread;
      const heard = await sellerInbox.next('message');
      expect(heard).toMatchObject({
        conversationId: conversation.id,
        unreadTotal: 1,
        message: { mine: false, body: 'Ist sie live noch frei?' },
      });

      const seekerInbox = await openInbox(base, seeker.token);
      try {
        await seekerInbox.next('ready');
        await send(seller.token, conversation.id, 'Ja, live!');
        expect(await seekerInbox.next('message')).toMatchObject({
          message: { mine: false, body: 'Ja, live!' },
          unreadTotal: 1,
        });
        // The seller's own message shows in their other tab as theirs.
        expect(await sellerOtherTab.next('message', (e) => e.message.body === 'Ja, live!')).toMatchObject({
          message: { mine: true },
        });
        await call(server.app, 'POST', `/api/conversations/${conversation.id}/read`, { token: seeker.token });
        expect(await seekerInbox.next('read')).toMatchObject({ conversationId: conversation.id, unreadTotal: 0 });
        // No address travelled, and nothing of this reached a third person's stream, list, export or mailbox.
        expect(JSON.stringify(seekerInbox.events)).not.toContain('example.de');
        await third.sawNothing({
          secrets: ['Ist sie live noch frei?', 'Ja, live!', conversation.id],
          sentinelAdId: ad.id,
        });
      } finally {
        seekerInbox.close();
      }
    } finally {
      sellerInbox.close();
      sellerOtherTab.close();
    }
  });

  it('one person holds at most ten open streams (ten tabs); the eleventh is refused until one closes', async () => {
    const person10 = await seekerNamed('viele-tabs');
    const tabs = [];
    try {
      for (let i = 0; i < 10; i += 1) {
        const tab = await openInbox(base, person10.token);
        await tab.next('ready');
        tabs.push(tab);
        // Not cached, nor held back by a proxy buffering it.
        expect([tab.response.headers.get('cache-control'), tab.response.headers.get('x-accel-buffering')]).toEqual([
          'no-store',
          'no',
        ]);
      }
      const eleventh = await fetch(`${base}/api/conversations/stream`, {
        headers: { authorization: `Bearer ${person10.token}` },
      });
      expect(eleventh.status).toBe(429);
      expect(await eleventh.json()).toMatchObject({ error: 'RATE_LIMITED' });
      tabs.pop()!.close();
      await vi.waitFor(
        async () => {
          const again = await openInbox(base, person10.token);
          tabs.push(again);
          await again.next('ready', () => true, 1_000);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it('a visitor gets no stream', async () => {
    const response = await fetch(`${base}/api/conversations/stream`);
    expect(response.status).toBe(401);
  });

  it.skipIf(DB_LEG !== 'postgres')(
    'reaches an open inbox held by another server process on the same database (LISTEN/NOTIFY)',
    async () => {
      // Every process on the database delivers mail from the shared queue, so the sign-up codes below may leave
      // through the second one: it hands them to the same mailbox.
      const second = await buildServer(server.config, {
        schemaName: server.schemaName,
        mailer: server.mail,
        clock: server.clock,
      });
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const other = `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`;
        const seller = await person('prozess-v');
        const seeker = await seekerNamed('prozess-s');
        const ad = await publishedAd(server, seller);
        const sellerInbox = await openInbox(other, seller.token);
        try {
          await sellerInbox.next('ready');
          await start(seeker.token, ad.id, 'Über den ersten Prozess geschrieben');
          expect(await sellerInbox.next('message')).toMatchObject({
            message: { body: 'Über den ersten Prozess geschrieben' },
          });
        } finally {
          sellerInbox.close();
        }
      } finally {
        await second.app.close();
      }
    },
  );

  it.skipIf(DB_LEG !== 'postgres' || !process.env.TEST_REDIS_URL)(
    'with REDIS_URL the signals travel through Redis pub/sub to the other process',
    async () => {
      const redisUrl = process.env.TEST_REDIS_URL!;
      const channel = `inserat_${server.schemaName}_inbox`;
      const watcher = new Redis(redisUrl);
      const heard: string[] = [];
      watcher.on('message', (_channel: string, payload: string) => heard.push(payload));
      await watcher.subscribe(channel);
      // As above: either process may deliver a sign-up code, into the one mailbox.
      const one = await buildServer(
        { ...server.config, redisUrl },
        { schemaName: server.schemaName, mailer: server.mail, clock: server.clock },
      );
      const two = await buildServer(
        { ...server.config, redisUrl },
        { schemaName: server.schemaName, mailer: server.mail, clock: server.clock },
      );
      try {
        await two.app.listen({ port: 0, host: '127.0.0.1' });
        const other = `http://127.0.0.1:${(two.app.server.address() as { port: number }).port}`;
        const seller = await person('redis-v');
        const seeker = await seekerNamed('redis-s');
        const ad = await publishedAd(server, seller);
        const sellerInbox = await openInbox(other, seller.token);
        try {
          await sellerInbox.next('ready');
          const sent = await call(one.app, 'POST', `/api/ads/${ad.id}/conversations`, {
            token: seeker.token,
            body: { body: 'Über Redis geschrieben' },
          });
          expect(sent.status).toBe(201);
          expect(await sellerInbox.next('message')).toMatchObject({ message: { body: 'Über Redis geschrieben' } });
          // The test's own watcher is a third Redis connection: its copy may come after the inbox's.
          await vi.waitFor(() => expect(heard.some((payload) => payload.includes(seller.id))).toBe(true), {
            timeout: 5_000,
            interval: 20,
          });
          // The text itself never travels through Redis, only ids.
          expect(heard.join('')).not.toContain('Über Redis');
        } finally {
          sellerInbox.close();
        }
      } finally {
        await one.app.close();
        await two.app.close();
        await watcher.quit();
      }
    },
  );
});
