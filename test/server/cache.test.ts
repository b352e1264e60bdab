import { describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../server/app';
import { call, DB_LEG, publishedAd, signUp, startTestServer } from './helpers';
import { PublicListCache } from '../../server/platform/PublicListCache';

describe('PublicListCache', () => {
  it('answers repeated questions from memory until cleared', async () => {
    const cache = new PublicListCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('expires entries after the TTL', async () => {
    const cache = new PublicListCache<number>(10);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });

  it('does not keep an answer computed while a write happened', async () => {
    const cache = new PublicListCache<string>();
    let release!: () => void;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
    cache.clear();
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('counts the writes that cleared it (pages cached beside it are keyed by that count); reading or forgetting is no write', async () => {
    const cache = new PublicListCache<number>();
    const before = cache.version;
    await cache.get('a', async () => 1);
    cache.forget('a');
    expect(cache.version).toBe(before);
    cache.clear();
    cache.clear();
    expect(cache.version).toBe(before + 2);
  });

  it('forgets one answer and keeps the others', async () => {
    const cache = new PublicListCache<number>();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    cache.forget('a');
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
  });

  it('does not keep failures', async () => {
    const cache = new PublicListCache<string>();
    await expect(cache.get('a', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('holds at most maxEntries answers', async () => {
    const cache = new PublicListCache<number>(60_000, 2);
    let loads = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    // The two newest are kept, the oldest made room.
    expect(await cache.get('b', async () => ++loads)).toBe(2);
    expect(await cache.get('c', async () => ++loads)).toBe(3);
    expect(await cache.get('a', async () => ++loads)).toBe(4);
  });
});

describe('the public caches of several server processes', () => {
  it.skipIf(DB_LEG !== 'postgres')(
    'a change through one process is in the other process’s list and ad at once, not after its 30 s (PostgreSQL NOTIFY)',
    async () => {
      const a = await startTestServer();
      // Both processes deliver mail from the shared queue: the sign-up code may leave through B, into the same mailbox.
      const b = await buildServer(a.config, { schemaName: a.schemaName, mailer: a.mail, clock: a.clock });
      try {
        const seller = await signUp(a, 'zwei-prozesse@example.de');
        const ad = await publishedAd(a, seller, { title: 'Wohnung mit Prozesswechsel', priceCents: 100_000 });
        const listed = async (server: { app: typeof a.app }) =>
          (
            (await call(server.app, 'GET', '/api/ads?q=Prozesswechsel')).body.data as {
              items: { id: string; priceCents: number }[];
            }
          ).items;
        // Both processes have the list and the ad in their caches now.
        expect((await listed(b)).map((x) => x.priceCents)).toEqual([100_000]);
        expect(((await call(b.app, 'GET', `/api/ads/${ad.id}`)).body.data as { priceCents: number }).priceCents).toBe(
          100_000,
        );
        // The seller lowers the price through process A; process B answers with it at once.
        expect(
          (await call(a.app, 'PATCH', `/api/ads/${ad.id}`, { token: seller.token, body: { priceCents: 90_000 } }))
            .status,
        ).toBe(200);
        await vi.waitFor(async () => expect((await listed(b)).map((x) => x.priceCents)).toEqual([90_000]), {
          timeout: 5000,
          interval: 50,
        });
        expect(((await call(b.app, 'GET', `/api/ads/${ad.id}`)).body.data as { priceCents: number }).priceCents).toBe(
          90_000,
        );
        // And it goes offline everywhere when deleted through A.
        await call(a.app, 'DELETE', `/api/ads/${ad.id}`, { token: seller.token });
        await vi.waitFor(async () => expect(await listed(b)).toEqual([]), { timeout: 5000, interval: 50 });
      } finally {
        await b.app.close();
        await a.close();
      }
    },
  );
});
