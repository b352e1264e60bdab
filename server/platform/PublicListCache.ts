import { LRUCache } from 'lru-cache';

/**
 * A small cache for what visitors are shown: most ask the same few questions (the landing page, a city, a category).
 * Any write that can change what the public sees clears it; entries also expire after `ttlMs`, which bounds how long an
 * ad stays listed past its expiry time. Each process keeps its own; a write through any process clears every
 * process's cache through a broadcast (PublicChanges.ts), the TTL bounding what a lost message costs. The entries are
 * the answers being computed too (promises), so a burst of the same question is computed once.
 */
export class PublicListCache<T> {
  private readonly entries: LRUCache<string, Promise<T>>;
  private generation = 0;

  constructor(ttlMs = 30_000, maxEntries = 500) {
    this.entries = new LRUCache<string, Promise<T>>({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const value = load();
    this.entries.set(key, value);
    try {
      return await value;
    } catch (error) {
      if (this.entries.get(key) === value) this.entries.delete(key);
      throw error;
    } finally {
      // A write that happened while this answer was being computed makes it stale at birth.
      if (generation !== this.generation && this.entries.get(key) === value) this.entries.delete(key);
    }
  }

  /** Counts the writes that cleared the cache: what was computed before a write is stale after it. */
  get version(): number {
    return this.generation;
  }

  /** Drops one answer (one that must not be reused), leaving the others. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
