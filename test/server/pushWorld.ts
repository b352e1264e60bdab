import { expect } from 'vitest';
import type { PushDevice } from '../../src/domain/push';
import type { PushServiceStandIn, TestSubscription } from '../support/pushService';
import { sql } from 'drizzle-orm';
import { call, publishedAd, rows, signUp, type TestServer } from './helpers';

/**
 * What the push tests share: people with a device each (a subscription on the local push service), and what reached
 * those devices once the job queue has nothing left to send.
 */
export function pushWorld(server: TestServer, service: PushServiceStandIn, prefix: string) {
  let n = 0;
  const addDevice = async (token: string, subscription: TestSubscription = service.subscription()) => {
    const added = await call(server.app, 'POST', '/api/push/devices', {
      token,
      body: subscription,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return { ...(added.body.data as PushDevice), endpoint: subscription.endpoint, subscription };
  };
  const person = async (name: string) => {
    const email = `${prefix}-${name.toLowerCase()}-${++n}@example.de`;
    const account = { ...(await signUp(server, email, { name })), email, name };
    return { ...account, device: await addDevice(account.token) };
  };
  return {
    person,
    addDevice,
    /** The pushes that reached an endpoint, once nothing is left in the job queue. */
    async arrivedAt(endpoint: string) {
      await server.mail.settled();
      return service.to(endpoint);
    },
    /** What waits in the push outbox and what the push service refused: said when a push did not arrive. */
    async why(): Promise<string> {
      const waiting = await rows(
        server,
        sql`select subscription_id, attempts, not_before, claimed_until from push_outbox`,
      );
      return JSON.stringify({
        waiting,
        rejected: service.rejected,
        devices: await rows(server, sql`select id, session_id from push_subscriptions`),
      });
    },
    devices: async (token: string) =>
      (await call(server.app, 'GET', '/api/push/devices', { token })).body.data as PushDevice[],
    settings: (token: string, body: Record<string, unknown>) =>
      call(server.app, 'PUT', '/api/push/settings', { token, body }),
    /** A seller's live flat and a seeker who wrote about it: the conversation's id. */
    async conversation(seller: { token: string; id: string }, seeker: { token: string }, text: string) {
      const ad = await publishedAd(server, seller, { title: `Altbau ${prefix} ${++n}` });
      const wrote = await call(server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
        token: seeker.token,
        body: { body: text },
      });
      expect(wrote.status, JSON.stringify(wrote.body)).toBe(201);
      return { ad, conversationId: (wrote.body.data as { conversation: { id: string } }).conversation.id };
    },
    /** Moves the server's clock to a German wall-clock time today (or tomorrow when it has passed). */
    toGermanTime(time: string) {
      const now = server.clock.now();
      const berlin = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hourCycle: 'h23',
        hour: '2-digit',
        minute: '2-digit',
      }).format(now);
      const [h, m] = berlin.split(':').map(Number) as [number, number];
      const [th, tm] = time.split(':').map(Number) as [number, number];
      const minutes = (th * 60 + tm - (h * 60 + m) + 24 * 60) % (24 * 60);
      server.clock.offsetMs += minutes * 60_000 - (now.getTime() % 60_000);
    },
  };
}
