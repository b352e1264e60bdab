import { and, asc, eq, exists, gt, inArray, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '../../../src/domain/push';
import type { NewPushSubscription, PushOutboxRecord, PushRepository, PushSubscriptionRecord } from '../ports';
import type { Database } from '../../platform/db/database';
import { pushOutbox, pushSettings, pushSubscriptions, sessions } from '../../platform/db/schema';

export class PushRepositoryDrizzle implements PushRepository {
  constructor(private readonly db: Database) {}

  async saveSubscription(s: NewPushSubscription): Promise<PushSubscriptionRecord | null> {
    const fields = {
      userId: s.userId,
      sessionId: s.sessionId,
      p256dh: s.p256dh,
      auth: s.auth,
      browser: s.browser,
      os: s.os,
    };
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values({ ...fields, endpoint: s.endpoint, createdAt: s.now })
      // The same browser again: a renewed subscription of the same person (its keys now), or another account signed in
      // there — moved only with the subscription's own auth secret, which only that browser holds (issue 68).
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...fields, createdAt: s.now },
        setWhere: or(eq(pushSubscriptions.userId, s.userId), eq(pushSubscriptions.auth, s.auth)),
      })
      .returning();
    return row ?? null;
  }

  subscriptionsOf(userId: string, now: Date): Promise<PushSubscriptionRecord[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), this.live(now)))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  }

  async findSubscription(id: string, now: Date): Promise<PushSubscriptionRecord | null> {
    const [row] = await this.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), this.live(now)))
      .limit(1);
    return row ?? null;
  }

  async removeEnded(now: Date): Promise<number> {
    const ended = this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(not(this.live(now)));
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, ended))
      .returning({ id: pushSubscriptions.id });
    return removed.length;
  }

  /** The device's session has not ended: not revoked (signed out, ended elsewhere) and not expired. */
  private live(now: Date) {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(sessions)
        .where(
          and(eq(sessions.id, pushSubscriptions.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        ),
    );
  }

  async removeSubscription(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.id, id))
      .returning({ id: pushSubscriptions.id });
    return removed.length > 0;
  }

  async markUsed(subscriptionId: string, at: Date): Promise<void> {
    await this.db.update(pushSubscriptions).set({ lastUsedAt: at }).where(eq(pushSubscriptions.id, subscriptionId));
  }

  async settingsOf(userId: string): Promise<PushSettings> {
    const [row] = await this.db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
    if (!row) return { ...DEFAULT_PUSH_SETTINGS };
    const { messages, searches, priceDrops, viewings, preview, quietFrom, quietUntil } = row;
    return { messages, searches, priceDrops, viewings, preview, quietFrom, quietUntil };
  }

  async saveSettings(userId: string, settings: PushSettings, now: Date): Promise<void> {
    await this.db
      .insert(pushSettings)
      .values({ userId, ...settings, updatedAt: now })
      .onConflictDoUpdate({ target: pushSettings.userId, set: { ...settings, updatedAt: now } });
  }

  async queue(
    rows: Omit<PushOutboxRecord, 'id' | 'claimedUntil' | 'attempts' | 'createdAt'>[],
  ): Promise<PushOutboxRecord[]> {
    if (rows.length === 0) return [];
    return this.db.insert(pushOutbox).values(rows).returning();
  }

  async claim(id: string, now: Date, until: Date): Promise<PushOutboxRecord | null> {
    // One statement: of two workers asking at once, one gets it.
    const [row] = await this.db
      .update(pushOutbox)
      .set({ claimedUntil: until })
      .where(
        and(
          eq(pushOutbox.id, id),
          lte(pushOutbox.notBefore, now),
          or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, now)),
        ),
      )
      .returning();
    return row ?? null;
  }

  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(lte(pushOutbox.notBefore, now), or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, now))))
      .orderBy(asc(pushOutbox.notBefore))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async finish(id: string): Promise<void> {
    await this.db.delete(pushOutbox).where(eq(pushOutbox.id, id));
  }

  async postpone(id: string, notBefore: Date, attempts: number): Promise<void> {
    await this.db.update(pushOutbox).set({ notBefore, attempts, claimedUntil: null }).where(eq(pushOutbox.id, id));
  }

  async forgetExpired(now: Date): Promise<number> {
    const gone = await this.db.delete(pushOutbox).where(lt(pushOutbox.expiresAt, now)).returning({ id: pushOutbox.id });
    return gone.length;
  }
}
