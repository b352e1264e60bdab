import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../src/domain/applications';
import type {
  ApplicantRecord,
  ApplicationRecord,
  ApplicationRepository,
  DocumentViewRecord,
  RentControlDisclosureRecord,
} from '../ports';
import type { Database } from '../../platform/db/database';
import {
  ads,
  applicationDocuments,
  applications,
  applicationWindows,
  conversations,
  documentViews,
  rentControlDisclosures,
  tenantDocuments,
  tenantProfiles,
  users,
  viewingBookings,
} from '../../platform/db/schema';
import { DOCUMENT_META } from './TenantRepositoryDrizzle';

/** Whether the applicant came to a viewing of the flat (the landlord marked their booking attended). */
const ATTENDED = sql<boolean>`EXISTS (SELECT 1 FROM ${viewingBookings} b WHERE b.ad_id = ${applications.adId} AND b.seeker_id = ${applications.seekerId} AND b.attendance = 'attended')`;

export class ApplicationRepositoryDrizzle implements ApplicationRepository {
  constructor(private readonly db: Database) {}

  async find(id: string): Promise<ApplicationRecord | null> {
    const [row] = await this.db.select().from(applications).where(eq(applications.id, id)).limit(1);
    return row ?? null;
  }

  async of(adId: string, seekerId: string): Promise<ApplicationRecord | null> {
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.adId, adId), eq(applications.seekerId, seekerId)))
      .limit(1);
    return row ?? null;
  }

  async create(a: { adId: string; seekerId: string; status: ApplicationStatus; profileConsent: boolean; at: Date }) {
    const [row] = await this.db
      .insert(applications)
      .values({ ...a, createdAt: a.at, updatedAt: a.at })
      .returning();
    return row!;
  }

  async ofSeeker(seekerId: string) {
    return this.db
      .select({ application: applications, adTitle: ads.title, attended: ATTENDED })
      .from(applications)
      .innerJoin(ads, eq(ads.id, applications.adId))
      .where(eq(applications.seekerId, seekerId))
      .orderBy(desc(applications.createdAt));
  }

  async applicantsOf(adId: string): Promise<ApplicantRecord[]> {
    const rows = await this.db
      .select({
        application: applications,
        name: sql<string>`${users.name} || ' ' || ${users.lastname}`,
        conversationId: conversations.id,
        attended: ATTENDED,
        profile: tenantProfiles,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.seekerId))
      .leftJoin(
        conversations,
        and(eq(conversations.adId, applications.adId), eq(conversations.seekerId, applications.seekerId)),
      )
      .leftJoin(tenantProfiles, eq(tenantProfiles.userId, applications.seekerId))
      .where(eq(applications.adId, adId))
      .orderBy(applications.createdAt);
    const ids = rows.map((row) => row.application.id);
    const shared =
      ids.length === 0
        ? []
        : await this.db
            .select({ applicationId: applicationDocuments.applicationId, ...DOCUMENT_META })
            .from(applicationDocuments)
            .innerJoin(tenantDocuments, eq(tenantDocuments.id, applicationDocuments.documentId))
            .where(inArray(applicationDocuments.applicationId, ids));
    return rows.map((row) => ({
      ...row,
      documents: shared
        .filter((d) => d.applicationId === row.application.id)
        .map(({ applicationId: _applicationId, ...document }) => document),
    }));
  }

  async addDisclosure(disclosure: Omit<RentControlDisclosureRecord, 'id'>): Promise<RentControlDisclosureRecord> {
    const [row] = await this.db.insert(rentControlDisclosures).values(disclosure).returning();
    return row!;
  }

  async latestDisclosures(applicationIds: string[]): Promise<Map<string, RentControlDisclosureRecord>> {
    if (applicationIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(rentControlDisclosures)
      .where(inArray(rentControlDisclosures.applicationId, applicationIds))
      .orderBy(rentControlDisclosures.deliveredAt);
    // Later rows overwrite earlier ones: the newest per application stays.
    return new Map(rows.map((row) => [row.applicationId, row]));
  }

  async setStatus(id: string, status: ApplicationStatus, at: Date): Promise<void> {
    await this.db
      .update(applications)
      .set({ status, updatedAt: at, declinedAt: status === 'declined' ? at : null })
      .where(eq(applications.id, id));
  }

  async closeOthers(adId: string, acceptedId: string, at: Date): Promise<string[]> {
    const closed = await this.db
      .update(applications)
      .set({ closedAt: at, updatedAt: at })
      .where(and(eq(applications.adId, adId), ne(applications.id, acceptedId), isNull(applications.closedAt)))
      .returning({ id: applications.id, status: applications.status });
    return closed.filter((row) => row.status !== 'declined').map((row) => row.id);
  }

  async windowOf(adId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ endsAt: applicationWindows.endsAt })
      .from(applicationWindows)
      .where(eq(applicationWindows.adId, adId));
    return row?.endsAt ?? null;
  }

  async setWindow(adId: string, endsAt: Date | null, at: Date): Promise<void> {
    if (endsAt === null) {
      await this.db.delete(applicationWindows).where(eq(applicationWindows.adId, adId));
      return;
    }
    await this.db
      .insert(applicationWindows)
      .values({ adId, endsAt, setAt: at })
      .onConflictDoUpdate({ target: applicationWindows.adId, set: { endsAt, setAt: at } });
  }

  async markSeen(adId: string, at: Date): Promise<void> {
    await this.db
      .update(applications)
      .set({ seenAt: at })
      .where(and(eq(applications.adId, adId), isNull(applications.seenAt)));
  }

  async requestDocuments(id: string, at: Date): Promise<void> {
    await this.db.update(applications).set({ documentsRequestedAt: at, updatedAt: at }).where(eq(applications.id, id));
  }

  async setSharing(
    id: string,
    profile: { profileConsent: boolean; profileBeforeViewing: boolean },
    documentIds: string[],
    at: Date,
  ): Promise<void> {
    await this.db
      .update(applications)
      .set({ ...profile, updatedAt: at })
      .where(eq(applications.id, id));
    await this.db.delete(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    if (documentIds.length > 0)
      await this.db
        .insert(applicationDocuments)
        .values(documentIds.map((documentId) => ({ applicationId: id, documentId, sharedAt: at })));
  }

  async sharedDocumentIds(id: string): Promise<string[]> {
    const rows = await this.db
      .select({ documentId: applicationDocuments.documentId })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    return rows.map((row) => row.documentId);
  }

  async logView(view: Omit<DocumentViewRecord, 'id'>): Promise<void> {
    await this.db.insert(documentViews).values(view);
  }

  viewsOf(ownerId: string): Promise<DocumentViewRecord[]> {
    return this.db
      .select()
      .from(documentViews)
      .where(eq(documentViews.ownerId, ownerId))
      .orderBy(desc(documentViews.viewedAt))
      .limit(500);
  }

  async forget(declinedBefore: Date, closedBefore: Date): Promise<number> {
    const gone = await this.db
      .delete(applications)
      .where(
        or(
          lt(applications.declinedAt, declinedBefore),
          and(
            isNotNull(applications.closedAt),
            lt(applications.closedAt, closedBefore),
            ne(applications.status, 'accepted'),
          ),
        ),
      )
      .returning({ id: applications.id });
    await this.db.delete(documentViews).where(lt(documentViews.viewedAt, closedBefore));
    return gone.length;
  }
}
