import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicChanges } from '../../server/ads/PublicChanges';
import { BroadcastInProcess } from '../../server/platform/adapters/broadcast/BroadcastInProcess';
import { LoggerInMemory } from '../fakes/server/LoggerInMemory';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

/** A broker whose hand-over the test decides: each publish waits until released (or fails when told). */
class BroadcastHeld extends BroadcastInProcess<{ origin: string }> {
  readonly held: { release(): void; fail(error: Error): void }[] = [];

  override publish(message: { origin: string }): Promise<void> {
    return new Promise((resolve, reject) =>
      this.held.push({
        release: () => void super.publish(message).then(resolve),
        fail: reject,
      }),
    );
  }
}

/** Whether a promise has settled by the time everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('what visitors see changed (PublicChanges)', () => {
  it('clears the caches of the process that wrote at once and of every other process when the message arrives', async () => {
    const broker = new BroadcastHeld();
    const cleared = { a: 0, b: 0 };
    const a = new PublicChanges({ broadcast: broker, clearCaches: () => cleared.a++, log: new LoggerInMemory() });
    new PublicChanges({ broadcast: broker, clearCaches: () => cleared.b++, log: new LoggerInMemory() });
    a.announce();
    expect(cleared).toEqual({ a: 1, b: 0 });
    broker.held[0]!.release();
    await a.sent();
    // The writer does not clear again on hearing its own message.
    expect(cleared).toEqual({ a: 1, b: 1 });
  });

  it('a write is answered only once its message was handed to the broker', async () => {
    const broker = new BroadcastHeld();
    const changes = new PublicChanges({ broadcast: broker, clearCaches: () => undefined, log: new LoggerInMemory() });
    expect(await settled(changes.sent())).toBe(true);
    changes.announce();
    changes.announce();
    const sent = changes.sent();
    broker.held[0]!.release();
    expect(await settled(sent)).toBe(false);
    broker.held[1]!.release();
    expect(await settled(sent)).toBe(true);
  });

  it('a broker that fails is logged and does not hold the write; one that never answers holds it at most the limit', async () => {
    const broker = new BroadcastHeld();
    const log = new LoggerInMemory();
    const changes = new PublicChanges({ broadcast: broker, clearCaches: () => undefined, log }, 50);
    changes.announce();
    broker.held[0]!.fail(new Error('Redis is away'));
    await changes.sent();
    expect(log.lines.map((line) => line.message)).toEqual([
      'other processes could not be told that public data changed; their caches expire within 30 s',
    ]);
    changes.announce();
    await changes.sent(); // the second publish is never released: the limit ends the wait
    expect(broker.held).toHaveLength(2);
  });
});

describe('the HTTP answer to a write', () => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  it('waits until the change was handed to the other processes; a read does not wait', async () => {
    server = await startTestServer();
    const seller = await signUp(server, 'wartet-auf-die-anderen@example.de');
    const ad = await publishedAd(server, seller, { title: 'Wohnung, deren Preis sinkt' });
    let release!: () => void;
    const handedOver = new Promise<void>((resolve) => (release = resolve));
    const sent = vi.spyOn(server.services.publicChanges, 'sent').mockImplementation(() => handedOver);
    const edit = call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: seller.token, body: { priceCents: 90_000 } });
    await vi.waitFor(() => expect(sent).toHaveBeenCalled(), { timeout: 10_000, interval: 5 });
    expect(await settled(edit)).toBe(false);
    expect((await call(server.app, 'GET', `/api/ads/${ad.id}`)).status).toBe(200);
    release();
    expect((await edit).status).toBe(200);
  });
});
