import { eq } from 'drizzle-orm';
import type { CalendarFeedRecord, CalendarFeedRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { calendarFeeds } from '../../platform/db/schema';

export class CalendarFeedRepositoryDrizzle implements CalendarFeedRepository {
  constructor(private readonly db: Database) {}

  async setFeed(userId: string, { since, nonce }: CalendarFeedRecord): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, createdAt: since, nonce })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { createdAt: since, nonce } });
  }

  async dropFeed(userId: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  }

  async feedOf(userId: string): Promise<CalendarFeedRecord | null> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    return row ? { since: row.createdAt, nonce: row.nonce } : null;
  }
}
