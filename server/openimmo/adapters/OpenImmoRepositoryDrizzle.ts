import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  conversations,
  openImmoFeedbackMails,
  openImmoObjects,
  openImmoSettings,
  openImmoTransfers,
} from '../../platform/db/schema';
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

  async feedbackEmail(ownerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ email: openImmoSettings.feedbackEmail })
      .from(openImmoSettings)
      .where(eq(openImmoSettings.ownerId, ownerId));
    return row?.email ?? null;
  }

  async setFeedbackEmail(ownerId: string, email: string | null, now: Date): Promise<void> {
    if (email === null) {
      await this.db.delete(openImmoSettings).where(eq(openImmoSettings.ownerId, ownerId));
      return;
    }
    await this.db
      .insert(openImmoSettings)
      .values({ ownerId, feedbackEmail: email, updatedAt: now })
      .onConflictDoUpdate({ target: openImmoSettings.ownerId, set: { feedbackEmail: email, updatedAt: now } });
  }

  async claimEnquiriesToMail(
    now: Date,
    limit: number,
  ): Promise<{ conversationId: string; ownerId: string; email: string }[]> {
    const claimed = await this.db.execute(sql`
      with due as (
        select ${conversations.id} as conversation_id, ${openImmoObjects.ownerId} as owner_id
          from ${conversations}
          join ${openImmoObjects} on ${openImmoObjects.adId} = ${conversations.adId}
                                 and ${openImmoObjects.ownerId} = ${conversations.sellerId}
          join ${openImmoSettings} on ${openImmoSettings.ownerId} = ${openImmoObjects.ownerId}
         where ${conversations.createdAt} >= ${openImmoSettings.updatedAt}
           and not exists (select 1 from ${openImmoFeedbackMails} m where m.conversation_id = ${conversations.id})
         order by ${conversations.createdAt}
         limit ${limit})
      insert into ${openImmoFeedbackMails} (conversation_id, owner_id, claimed_at)
      select conversation_id, owner_id, ${now.toISOString()}::timestamptz from due
      on conflict do nothing
      returning conversation_id, owner_id`);
    const rows = (claimed as unknown as { rows: { conversation_id: string; owner_id: string }[] }).rows;
    if (rows.length === 0) return [];
    const emails = new Map(
      (
        await this.db
          .select({ ownerId: openImmoSettings.ownerId, email: openImmoSettings.feedbackEmail })
          .from(openImmoSettings)
          .where(inArray(openImmoSettings.ownerId, [...new Set(rows.map((r) => r.owner_id))]))
      ).map((row) => [row.ownerId, row.email]),
    );
    return rows.flatMap((row) => {
      const email = emails.get(row.owner_id);
      return email ? [{ conversationId: row.conversation_id, ownerId: row.owner_id, email }] : [];
    });
  }

  async releaseEnquiries(conversationIds: string[]): Promise<void> {
    if (conversationIds.length === 0) return;
    await this.db.delete(openImmoFeedbackMails).where(inArray(openImmoFeedbackMails.conversationId, conversationIds));
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
