/**
 * A small cache for the public ads list: most visitors ask the same few questions (the landing page, a city,
 * a category). Any write that can change what the public sees clears it; entries also expire after `ttlMs`,
 * which bounds how long an ad stays listed past its expiry time. Each process keeps its own; a write through any process
 * clears every process's cache through a broadcast (PublicChanges.ts), the TTL bounding what a lost message costs.
 */
export class PublicListCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const generation = this.generation;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    try {
      return await value;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    } finally {
      // A write that happened while this answer was being computed makes it stale at birth.
      if (generation !== this.generation) this.entries.delete(key);
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
