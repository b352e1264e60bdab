/**
 * What a search remembers per process: at most `size` entries, each trusted for `ttlMs` (by default until it is
 * pushed out); when full, the oldest goes first.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly size: number,
    private readonly ttlMs = Number.POSITIVE_INFINITY,
  ) {}

  /** The kept value, or undefined when there is none or it is too old. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.until > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.size)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}
