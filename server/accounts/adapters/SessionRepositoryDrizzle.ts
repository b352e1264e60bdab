import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SessionRepository } from '../ports';
import type { SessionRecord } from '../domain/session';
import type { Database } from '../../platform/db/database';
import { sessions } from '../../platform/db/schema';

const TOUCH_INTERVAL_MS = 60_000;

export class SessionRepositoryDrizzle implements SessionRepository {
  constructor(private readonly db: Database) {}

  async create(session: {
    userId: string;
    userAgent: string;
    now: Date;
    expiresAt: Date;
    otherAccountsOnDevice?: number;
  }): Promise<SessionRecord> {
    const [row] = await this.db
      .insert(sessions)
      .values({
        userId: session.userId,
        userAgent: session.userAgent,
        createdAt: session.now,
        lastUsedAt: session.now,
        expiresAt: session.expiresAt,
        otherAccountsOnDevice: session.otherAccountsOnDevice ?? 0,
      })
      .returning();
    return row!;
  }

  async findById(id: string): Promise<SessionRecord | null> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row ?? null;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS))));
  }

  listActive(userId: string, now: Date): Promise<SessionRecord[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastUsedAt))
      .limit(100);
  }

  async deviceHistory(
    userId: string,
    userAgent: string,
  ): Promise<{ signedInBefore: boolean; fromThisDevice: boolean }> {
    const [row] = await this.db
      .select({
        any: count(),
        fromThisDevice: sql<number>`count(*) filter (where ${sessions.userAgent} = ${userAgent})`.mapWith(Number),
      })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return { signedInBefore: (row?.any ?? 0) > 0, fromThisDevice: (row?.fromThisDevice ?? 0) > 0 };
  }

  async revoke(userId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  async revokeAll(userId: string, now: Date, keep: string | null): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])));
  }
}
