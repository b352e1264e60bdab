import type { Redis } from 'ioredis';
import type { AttemptCounter } from '../../ports';

/** Counts in Redis, shared by every server process: INCR, and the window's expiry set with the first event. */
export class AttemptCounterRedis implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'inserat:attempts:',
  ) {}

  async hit(key: string, windowMs: number, amount = 1): Promise<number> {
    const name = this.prefix + key;
    // NX: the window starts with the first event and is not stretched by later ones.
    const [[incrError, count], [expireError]] = (await this.redis
      .multi()
      .incrby(name, amount)
      .pexpire(name, windowMs, 'NX')
      .exec()) as [[Error | null, number], [Error | null, unknown]];
    if (incrError || expireError) throw incrError ?? expireError;
    return count;
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
