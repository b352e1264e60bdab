import { LRUCache } from 'lru-cache';

/**
 * What a search remembers per process: at most `size` entries (the least recently used goes first), each trusted for
 * `ttlMs` (by default until it is pushed out). lru-cache keeps no null, so each value travels in a box.
 */
export class BoundedCache<V> {
  private readonly entries: LRUCache<string, { value: V }>;

  constructor(size: number, ttlMs = Number.POSITIVE_INFINITY) {
    this.entries = new LRUCache<string, { value: V }>({
      max: size,
      ...(Number.isFinite(ttlMs) ? { ttl: ttlMs } : {}),
    });
  }

  /** The kept value, or undefined when there is none or it is too old. */
  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value });
  }
}
