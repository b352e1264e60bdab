import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { TenantProfileInput } from '../../../src/domain/applications';
import type {
  SealedDocument,
  TenantDocumentMeta,
  TenantDocumentRecord,
  TenantProfileRecord,
  TenantRepository,
} from '../ports';
import type { Database } from '../../platform/db/database';
import { applicationDocuments, applications, tenantDocuments, tenantProfiles, users } from '../../platform/db/schema';

/** The columns of a document without its content. */
export const DOCUMENT_META = {
  id: tenantDocuments.id,
  kind: tenantDocuments.kind,
  filename: tenantDocuments.filename,
  contentType: tenantDocuments.contentType,
  size: tenantDocuments.size,
  createdAt: tenantDocuments.createdAt,
};

export class TenantRepositoryDrizzle implements TenantRepository {
  constructor(private readonly db: Database) {}

  async profileOf(userId: string): Promise<TenantProfileRecord | null> {
    const [row] = await this.db.select().from(tenantProfiles).where(eq(tenantProfiles.userId, userId)).limit(1);
    return row ?? null;
  }

  async saveProfile(userId: string, profile: TenantProfileInput, at: Date): Promise<TenantProfileRecord> {
    const values = { ...profile, updatedAt: at };
    const [row] = await this.db
      .insert(tenantProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: tenantProfiles.userId, set: values })
      .returning();
    return row!;
  }

  documentsOf(userId: string): Promise<TenantDocumentMeta[]> {
    return this.db
      .select(DOCUMENT_META)
      .from(tenantDocuments)
      .where(eq(tenantDocuments.userId, userId))
      .orderBy(desc(tenantDocuments.createdAt));
  }

  async addDocument(limit: number, document: Omit<TenantDocumentRecord, 'id'>): Promise<TenantDocumentMeta | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${document.userId} for update`);
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(tenantDocuments)
        .where(eq(tenantDocuments.userId, document.userId));
      if ((held?.count ?? 0) >= limit) return null;
      const [row] = await tx.insert(tenantDocuments).values(document).returning(DOCUMENT_META);
      return row!;
    });
  }

  async findDocument(id: string): Promise<TenantDocumentRecord | null> {
    const [row] = await this.db.select().from(tenantDocuments).where(eq(tenantDocuments.id, id)).limit(1);
    return row ?? null;
  }

  async removeDocument(id: string, userId: string): Promise<boolean> {
    const gone = await this.db
      .delete(tenantDocuments)
      .where(and(eq(tenantDocuments.id, id), eq(tenantDocuments.userId, userId)))
      .returning({ id: tenantDocuments.id });
    return gone.length > 0;
  }

  sealedWithOtherKey(keyId: string, limit: number): Promise<TenantDocumentRecord[]> {
    return this.db.select().from(tenantDocuments).where(ne(tenantDocuments.keyId, keyId)).limit(limit);
  }

  async reseal(id: string, sealed: SealedDocument): Promise<void> {
    await this.db.update(tenantDocuments).set(sealed).where(eq(tenantDocuments.id, id));
  }

  async forgetDocuments(before: Date): Promise<number> {
    const gone = await this.db
      .delete(tenantDocuments)
      .where(
        and(
          lt(tenantDocuments.createdAt, before),
          sql`NOT EXISTS (SELECT 1 FROM ${applicationDocuments} d JOIN ${applications} a ON a.id = d.application_id
            WHERE d.document_id = ${tenantDocuments.id} AND a.closed_at IS NULL AND a.status <> 'declined')`,
        ),
      )
      .returning({ id: tenantDocuments.id });
    return gone.length;
  }
}
