import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BroadcastCodec } from '../../server/platform/ports';
import { connectRedis } from '../../server/chooseAdapters';
import { BroadcastRedis } from '../../server/platform/adapters/broadcast/BroadcastRedis';
import { LoggerInMemory } from '../fakes/server/LoggerInMemory';
import { freePort } from '../support/freePort';

const REDIS_URL = process.env.TEST_REDIS_URL;
const text: BroadcastCodec<string> = { encode: (message) => message, decode: (payload) => payload };
const opened: { close(): Promise<unknown> }[] = [];

afterEach(async () => {
  for (const one of opened.splice(0)) await one.close();
});

/** A connection as the server makes it (one retry per command, then the caller is told), closed after the test. */
async function connect(url: string) {
  const redis = await connectRedis(url, new LoggerInMemory());
  opened.push({ close: () => redis.quit().catch(() => redis.disconnect()) });
  return redis;
}

describe.runIf(REDIS_URL)('a broadcast through Redis pub/sub', () => {
  it('hears a message published the moment start() has returned: a stream opened once the server listens misses nothing', async () => {
    const channel = `inserat-test-${randomUUID()}`;
    // Connected beforehand, so the message goes out the moment start() returns.
    const publisher = await connect(REDIS_URL!);
    await publisher.ping();
    const broadcast = new BroadcastRedis(await connect(REDIS_URL!), channel, text, new LoggerInMemory());
    opened.push(broadcast);
    const heard: string[] = [];
    broadcast.subscribe((message) => heard.push(message));
    await broadcast.start();
    await publisher.publish(channel, 'gleich nach dem Start');
    await vi.waitFor(() => expect(heard).toEqual(['gleich nach dem Start']), { timeout: 5_000, interval: 20 });
  });

  it('a message reaches every process subscribed, not the one that sent it only', async () => {
    const channel = `inserat-test-${randomUUID()}`;
    const one = new BroadcastRedis(await connect(REDIS_URL!), channel, text, new LoggerInMemory());
    const two = new BroadcastRedis(await connect(REDIS_URL!), channel, text, new LoggerInMemory());
    opened.push(one, two);
    const heardByTwo: string[] = [];
    two.subscribe((message) => heardByTwo.push(message));
    await Promise.all([one.start(), two.start()]);
    await one.publish('von eins');
    await vi.waitFor(() => expect(heardByTwo).toEqual(['von eins']), { timeout: 5_000, interval: 20 });
  });
});

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe('a broadcast whose Redis is away', () => {
  it('lets the server start and says so in the log', async () => {
    const log = new LoggerInMemory();
    const broadcast = new BroadcastRedis(
      await connect(`redis://127.0.0.1:${await freePort()}`),
      `inserat-test-${randomUUID()}`,
      text,
      log,
    );
    opened.push(broadcast);
    await broadcast.start();
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toContain(
      'subscribing to a broadcast failed; trying again on reconnection',
    );
  });

  it.runIf(hasRedisServer)('subscribes once Redis answers: messages sent after it is back are heard', async () => {
    const port = await freePort();
    const channel = `inserat-test-${randomUUID()}`;
    const broadcast = new BroadcastRedis(
      await connect(`redis://127.0.0.1:${port}`),
      channel,
      text,
      new LoggerInMemory(),
    );
    opened.push(broadcast);
    const heard: string[] = [];
    broadcast.subscribe((message) => heard.push(message));
    await broadcast.start();
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    opened.push({ close: async () => void redis.kill() });
    const publisher = await connect(`redis://127.0.0.1:${port}`);
    // Sent again until heard: before the subscription is back, Redis has nobody to give a message to.
    await vi.waitFor(
      async () => {
        await publisher.publish(channel, 'wieder da').catch(() => 0);
        expect(heard).toContain('wieder da');
      },
      { timeout: 20_000, interval: 100 },
    );
  });
});
