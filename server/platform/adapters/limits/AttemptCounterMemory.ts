import type { AttemptCounter, Clock } from '../../ports';

/**
 * Counts in this process. Expired windows are dropped as they are met and swept once a minute; live counts are
 * never evicted for room (an LRU would let an attacker flush a victim's count by touching many other keys).
 */
export class AttemptCounterMemory implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: Clock) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<number> {
    const now = this.clock.now().getTime();
    const current = this.live(key, now);
    const next = current
      ? { count: current.count + amount, endsAt: current.endsAt }
      : { count: amount, endsAt: now + windowMs };
    this.windows.set(key, next);
    return next.count;
  }

  async count(key: string): Promise<number> {
    return this.live(key, this.clock.now().getTime())?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private live(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
