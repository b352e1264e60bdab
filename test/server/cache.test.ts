import { describe, expect, it } from 'vitest';
import { PublicListCache } from '../../server/application/ads/PublicListCache';

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
    expect(await cache.get('a', async () => ++loads)).toBe(4);
  });
});
