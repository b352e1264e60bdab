import { LRUCache } from 'lru-cache';
import type { RecentWrites } from '../../db/readReplicas';

/** When each person last wrote, for one process (no Redis): at most 50,000 people, each kept a minute. */
export class RecentWritesMemory implements RecentWrites {
  private readonly writes = new LRUCache<string, number>({ max: 50_000, ttl: 60_000 });

  async mark(userId: string, at: number): Promise<void> {
    this.writes.set(userId, at);
  }

  async lastOf(userId: string): Promise<number> {
    return this.writes.get(userId) ?? 0;
  }
}
