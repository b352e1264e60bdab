import type { Redis } from 'ioredis';
import type { RecentWrites } from '../../db/readReplicas';

/**
 * When each person last wrote, shared by every process through Redis: a write answered by A makes the author's next
 * read on B wait for a replica that has it. Kept a minute (longer than any replica may lag before it is skipped).
 */
export class RecentWritesRedis implements RecentWrites {
  constructor(
    private readonly redis: Redis,
    private readonly keepMs = 60_000,
    private readonly prefix = 'inserat:wrote:',
  ) {}

  async mark(userId: string, at: number): Promise<void> {
    await this.redis.set(this.prefix + userId, String(at), 'PX', this.keepMs);
  }

  async lastOf(userId: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.prefix + userId)) ?? 0) || 0;
    } catch {
      // Not knowing whether they just wrote, their reads go to the primary.
      return Number.MAX_SAFE_INTEGER;
    }
  }
}
