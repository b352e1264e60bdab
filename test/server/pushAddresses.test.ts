import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PushSenderWebPush } from '../../server/push/adapters/PushSenderWebPush';
import { pushableAddress } from '../../server/push/adapters/postToPushService';
import { startPushService, type PushServiceStandIn } from '../support/pushService';

/**
 * A subscription names any URL, and the server posts to it: a name that resolves into our own network (a database, a
 * cloud's metadata service) must never be reached, however it got past the endpoint check at registration — and the
 * address checked is the address connected to.
 */
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@inserat.example' };
const message = { payload: '{"title":"Hallo"}', ttlSeconds: 60, urgency: 'high' as const, topic: 'abc' };
let service: PushServiceStandIn;
let listener: Server;
let requests = 0;
let port = 0;
beforeAll(async () => {
  service = await startPushService();
  listener = createServer((_request, response) => {
    requests++;
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await service.close();
  await new Promise((resolve) => listener.close(resolve));
});

/** A name server that answers what the test says (the attacker's, for the name they registered). */
const answering =
  (...addresses: string[]) =>
  (_host: string, _options: unknown, callback: (err: Error | null, a: { address: string; family: number }[]) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

describe('push addresses', () => {
  it.each([
    ['8.8.8.8', true],
    ['2a00:1450:4001:82a::200a', true],
    ['10.0.0.7', false],
    ['172.16.4.2', false],
    ['192.168.1.20', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['127.0.0.1', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.7', false],
  ])('%s is a push service address: %s', (address, expected) => {
    expect(pushableAddress(address, false)).toBe(expected);
  });

  it('this machine only where allowed (the tests and the demo), never another private range', () => {
    expect(pushableAddress('127.0.0.1', true)).toBe(true);
    expect(pushableAddress('::1', true)).toBe(true);
    expect(pushableAddress('10.0.0.7', true)).toBe(false);
  });

  it('a name resolving into a network is not connected to, and its device is dropped as gone', async () => {
    const before = requests;
    for (const addresses of [['127.0.0.1'], ['8.8.8.8', '127.0.0.1']]) {
      const sender = new PushSenderWebPush(vapid, { allowLoopback: false, resolve: answering(...addresses) });
      const to = { ...keysOf(service), endpoint: `http://push.attacker.example:${port}/x` };
      await expect(sender.send(to, message), addresses.join()).resolves.toEqual({ kind: 'gone', status: 0 });
    }
    expect(requests - before).toBe(0);
  });

  it('a literal address inside a network is refused without a lookup', async () => {
    const before = requests;
    const sender = new PushSenderWebPush(vapid, { allowLoopback: false });
    const to = { ...keysOf(service), endpoint: `http://127.0.0.1:${port}/x` };
    await expect(sender.send(to, message)).resolves.toEqual({ kind: 'gone', status: 0 });
    expect(requests - before).toBe(0);
  });

  it('the address the lookup allowed is the one connected to', async () => {
    const before = requests;
    const sender = new PushSenderWebPush(vapid, { allowLoopback: true, resolve: answering('127.0.0.1') });
    const to = { ...keysOf(service), endpoint: `http://push.example.de:${port}/x` };
    await expect(sender.send(to, message)).resolves.toEqual({ kind: 'delivered' });
    expect(requests - before).toBe(1);
  });
});

function keysOf(stand: PushServiceStandIn) {
  const { keys } = stand.subscription();
  return { p256dh: keys.p256dh, auth: keys.auth };
}
