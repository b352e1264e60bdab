import { eq } from 'drizzle-orm';
import type { CalendarFeedRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { calendarFeeds } from '../../platform/db/schema';

export class CalendarFeedRepositoryDrizzle implements CalendarFeedRepository {
  constructor(private readonly db: Database) {}

  async setFeed(userId: string, at: Date): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, createdAt: at })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { createdAt: at } });
  }

  async dropFeed(userId: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  }

  async feedSince(userId: string): Promise<Date | null> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    return row?.createdAt ?? null;
  }
}
