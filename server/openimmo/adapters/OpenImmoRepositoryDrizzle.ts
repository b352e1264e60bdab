import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { openImmoObjects, openImmoTransfers } from '../../platform/db/schema';
import type { ImportedObject, ObjectReport, OpenImmoRepository, TransferReport } from '../ports';

export class OpenImmoRepositoryDrizzle implements OpenImmoRepository {
  constructor(private readonly db: Database) {}

  async findObject(ownerId: string, objectNumber: string): Promise<ImportedObject | null> {
    const [row] = await this.db
      .select()
      .from(openImmoObjects)
      .where(and(eq(openImmoObjects.ownerId, ownerId), eq(openImmoObjects.objectNumber, objectNumber)))
      .limit(1);
    return row ? toObject(row) : null;
  }

  async saveObject(object: ImportedObject, now: Date): Promise<void> {
    const values = { ...object, updatedAt: now };
    await this.db
      .insert(openImmoObjects)
      .values(values)
      .onConflictDoUpdate({ target: [openImmoObjects.ownerId, openImmoObjects.objectNumber], set: values });
  }

  async claimObject(object: ImportedObject, now: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(openImmoObjects)
      .values({ ...object, updatedAt: now })
      .onConflictDoNothing()
      .returning({ adId: openImmoObjects.adId });
    return claimed.length > 0;
  }

  async listObjects(ownerId: string): Promise<ImportedObject[]> {
    const rows = await this.db.select().from(openImmoObjects).where(eq(openImmoObjects.ownerId, ownerId));
    return rows.map(toObject);
  }

  async saveTransfer(ownerId: string, report: Omit<TransferReport, 'id'>): Promise<TransferReport> {
    const [row] = await this.db
      .insert(openImmoTransfers)
      .values({
        ownerId,
        fileName: report.fileName,
        scope: report.scope,
        objects: report.objects,
        createdAt: report.createdAt,
      })
      .returning();
    return toReport(row!);
  }

  async listTransfers(ownerId: string, limit: number): Promise<TransferReport[]> {
    const rows = await this.db
      .select()
      .from(openImmoTransfers)
      .where(eq(openImmoTransfers.ownerId, ownerId))
      .orderBy(desc(openImmoTransfers.createdAt))
      .limit(limit);
    return rows.map(toReport);
  }

  async removeTransfersBefore(before: Date): Promise<number> {
    const removed = await this.db
      .delete(openImmoTransfers)
      .where(lt(openImmoTransfers.createdAt, before))
      .returning({ id: openImmoTransfers.id });
    return removed.length;
  }

  async findTransfer(ownerId: string, id: string): Promise<TransferReport | null> {
    const [row] = await this.db
      .select()
      .from(openImmoTransfers)
      .where(and(eq(openImmoTransfers.ownerId, ownerId), eq(openImmoTransfers.id, id)))
      .limit(1);
    return row ? toReport(row) : null;
  }
}

function toObject(row: typeof openImmoObjects.$inferSelect): ImportedObject {
  return {
    ownerId: row.ownerId,
    objectNumber: row.objectNumber,
    adId: row.adId,
    picturesDigest: row.picturesDigest,
    contentDigest: row.contentDigest,
    kept: row.kept,
    documents: row.documents,
  };
}

function toReport(row: typeof openImmoTransfers.$inferSelect): TransferReport {
  return {
    id: row.id,
    createdAt: row.createdAt,
    fileName: row.fileName,
    scope: row.scope,
    objects: row.objects as ObjectReport[],
  };
}
