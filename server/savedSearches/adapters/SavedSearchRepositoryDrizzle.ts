import { and, asc, count, eq, inArray, lt, or } from 'drizzle-orm';
import type { AdFilters } from '../../../src/domain/adSearch';
import { ALERT_INTERVAL_MS } from '../../../src/domain/savedSearch';
import type { SavedSearchRecord, SavedSearchRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { savedSearchAlerts, savedSearches } from '../../platform/db/schema';

type Row = typeof savedSearches.$inferSelect;
const toRecord = (row: Row): SavedSearchRecord => ({ ...row, filters: row.filters as AdFilters });

export class SavedSearchRepositoryDrizzle implements SavedSearchRepository {
  constructor(private readonly db: Database) {}

  async create(search: {
    userId: string;
    name: string;
    filters: AdFilters;
    query: string;
    frequency: SavedSearchRecord['frequency'];
    now: Date;
  }): Promise<SavedSearchRecord> {
    const [row] = await this.db
      .insert(savedSearches)
      .values({
        userId: search.userId,
        name: search.name,
        filters: search.filters as Record<string, unknown>,
        query: search.query,
        frequency: search.frequency,
        createdAt: search.now,
        checkedAt: search.now,
        seenAt: search.now,
      })
      .returning();
    return toRecord(row!);
  }

  async findById(id: string): Promise<SavedSearchRecord | null> {
    const [row] = await this.db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
    return row ? toRecord(row) : null;
  }

  async listByUser(userId: string): Promise<SavedSearchRecord[]> {
    return (
      await this.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
    ).map(toRecord);
  }

  async countByUser(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return row?.n ?? 0;
  }

  async update(
    id: string,
    change: Partial<Pick<SavedSearchRecord, 'name' | 'frequency' | 'seenAt' | 'checkedAt'>>,
  ): Promise<SavedSearchRecord | null> {
    const [row] = await this.db.update(savedSearches).set(change).where(eq(savedSearches.id, id)).returning();
    return row ? toRecord(row) : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(savedSearches).where(eq(savedSearches.id, id));
  }

  async listDue(now: Date, limit: number): Promise<SavedSearchRecord[]> {
    const due = (frequency: keyof typeof ALERT_INTERVAL_MS) =>
      and(
        eq(savedSearches.frequency, frequency),
        lt(savedSearches.checkedAt, new Date(now.getTime() - ALERT_INTERVAL_MS[frequency])),
      );
    const rows = await this.db
      .select()
      .from(savedSearches)
      .where(or(due('instant'), due('daily'), due('weekly')))
      .orderBy(asc(savedSearches.checkedAt))
      .limit(limit);
    return rows.map(toRecord);
  }

  async listInstant(limit: number): Promise<SavedSearchRecord[]> {
    const rows = await this.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.frequency, 'instant'))
      .orderBy(asc(savedSearches.checkedAt))
      .limit(limit);
    return rows.map(toRecord);
  }

  async recordAlerted(savedSearchId: string, adIds: string[], now: Date): Promise<string[]> {
    if (adIds.length === 0) return [];
    const added = await this.db
      .insert(savedSearchAlerts)
      .values(adIds.map((adId) => ({ savedSearchId, adId, sentAt: now })))
      .onConflictDoNothing()
      .returning({ adId: savedSearchAlerts.adId });
    return added.map((row) => row.adId);
  }

  async forgetAlerted(savedSearchId: string, adIds: string[]): Promise<void> {
    if (adIds.length === 0) return;
    await this.db
      .delete(savedSearchAlerts)
      .where(and(eq(savedSearchAlerts.savedSearchId, savedSearchId), inArray(savedSearchAlerts.adId, adIds)));
  }

  async recordCutsAlerted(savedSearchId: string, cuts: { adId: string; reducedAt: Date }[], now: Date) {
    const told: { adId: string; sentBefore: Date | null }[] = [];
    for (const cut of cuts) {
      const [before] = await this.db
        .select({ sentAt: savedSearchAlerts.sentAt })
        .from(savedSearchAlerts)
        .where(and(eq(savedSearchAlerts.savedSearchId, savedSearchId), eq(savedSearchAlerts.adId, cut.adId)));
      // One statement decides, so two runs at once tell the cut once: a new row, or a row older than the cut.
      const [row] = await this.db
        .insert(savedSearchAlerts)
        .values({ savedSearchId, adId: cut.adId, sentAt: now })
        .onConflictDoUpdate({
          target: [savedSearchAlerts.savedSearchId, savedSearchAlerts.adId],
          set: { sentAt: now },
          setWhere: lt(savedSearchAlerts.sentAt, cut.reducedAt),
        })
        .returning({ adId: savedSearchAlerts.adId });
      if (row) told.push({ adId: row.adId, sentBefore: before?.sentAt ?? null });
    }
    return told;
  }

  async forgetCutsAlerted(savedSearchId: string, told: { adId: string; sentBefore: Date | null }[]) {
    for (const { adId, sentBefore } of told) {
      const which = and(eq(savedSearchAlerts.savedSearchId, savedSearchId), eq(savedSearchAlerts.adId, adId));
      if (sentBefore) await this.db.update(savedSearchAlerts).set({ sentAt: sentBefore }).where(which);
      else await this.db.delete(savedSearchAlerts).where(which);
    }
  }
}
