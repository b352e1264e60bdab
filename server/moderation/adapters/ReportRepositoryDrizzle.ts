import { and, asc, count, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { ReportOutcome, ReportStatus } from '../../../src/domain/report';
import type { ReportRecord, ReportRepository, ReporterOf } from '../ports';
import type { Database } from '../../platform/db/database';
import { reports } from '../../platform/db/schema';

export class ReportRepositoryDrizzle implements ReportRepository {
  constructor(private readonly db: Database) {}

  async create(
    report: Pick<
      ReportRecord,
      'subject' | 'adId' | 'conversationId' | 'reporterId' | 'reporterContact' | 'reason' | 'details' | 'evidence'
    > & { now: Date },
  ): Promise<ReportRecord> {
    const { now, ...fields } = report;
    const [row] = await this.db
      .insert(reports)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  async findById(id: string): Promise<ReportRecord | null> {
    const [row] = await this.db.select().from(reports).where(eq(reports.id, id)).limit(1);
    return row ?? null;
  }

  async list(status: ReportStatus | null, limit: number): Promise<ReportRecord[]> {
    const query = this.db.select().from(reports);
    return (status ? query.where(eq(reports.status, status)) : query)
      .orderBy(asc(reports.createdAt), asc(reports.id))
      .limit(limit);
  }

  async update(
    id: string,
    change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome; now: Date },
  ): Promise<ReportRecord | null> {
    const [row] = await this.db
      .update(reports)
      .set({
        ...(change.status && { status: change.status }),
        ...(change.note !== undefined && { note: change.note }),
        ...(change.outcome && { outcome: change.outcome, resolvedAt: change.now }),
        updatedAt: change.now,
      })
      .where(eq(reports.id, id))
      .returning();
    return row ?? null;
  }

  async resolveOpenOfAd(adId: string, note: string, now: Date): Promise<ReporterOf[]> {
    return this.db
      .update(reports)
      .set({ status: 'resolved', outcome: 'actioned', resolvedAt: now, note, updatedAt: now })
      .where(and(eq(reports.adId, adId), inArray(reports.status, ['open', 'in_review'])))
      .returning({ id: reports.id, reporterId: reports.reporterId, reporterContact: reports.reporterContact });
  }

  async forgetEvidenceResolvedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .update(reports)
      .set({ evidence: null, reporterContact: null })
      .where(
        and(
          eq(reports.status, 'resolved'),
          lt(reports.updatedAt, before),
          or(isNotNull(reports.evidence), isNotNull(reports.reporterContact)),
        ),
      )
      .returning({ id: reports.id });
    return rows.length;
  }

  async countOpen(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
    return row?.n ?? 0;
  }
}
