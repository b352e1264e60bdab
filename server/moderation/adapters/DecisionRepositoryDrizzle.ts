import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ComplaintOutcome } from '../../../src/domain/decisions';
import type { ComplaintRecord, DecisionRecord, DecisionRepository, NewDecision } from '../ports';
import type { Database } from '../../platform/db/database';
import { complaints, moderationDecisions } from '../../platform/db/schema';

export class DecisionRepositoryDrizzle implements DecisionRepository {
  constructor(private readonly db: Database) {}

  async create(decision: NewDecision): Promise<DecisionRecord> {
    const [row] = await this.db.insert(moderationDecisions).values(decision).returning();
    return row!;
  }

  async findById(id: string): Promise<DecisionRecord | null> {
    const [row] = await this.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id)).limit(1);
    return row ?? null;
  }

  async ofRecipient(recipientId: string, limit: number) {
    const rows = await this.db
      .select()
      .from(moderationDecisions)
      .leftJoin(complaints, eq(complaints.decisionId, moderationDecisions.id))
      .where(eq(moderationDecisions.recipientId, recipientId))
      .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
      .limit(limit);
    return rows.map((row) => ({ decision: row.moderation_decisions, complaint: row.complaints }));
  }

  async standingHoldOf(adId: string): Promise<DecisionRecord | null> {
    const [row] = await this.db
      .select()
      .from(moderationDecisions)
      .where(
        and(
          eq(moderationDecisions.adId, adId),
          eq(moderationDecisions.kind, 'ad_held'),
          isNull(moderationDecisions.reversedAt),
        ),
      )
      .orderBy(desc(moderationDecisions.createdAt))
      .limit(1);
    return row ?? null;
  }

  async markReversed(id: string, at: Date): Promise<void> {
    await this.db
      .update(moderationDecisions)
      .set({ reversedAt: at })
      .where(and(eq(moderationDecisions.id, id), isNull(moderationDecisions.reversedAt)));
  }

  async complaintOf(decisionId: string): Promise<ComplaintRecord | null> {
    const [row] = await this.db.select().from(complaints).where(eq(complaints.decisionId, decisionId)).limit(1);
    return row ?? null;
  }

  async lodge(decisionId: string, text: string, at: Date): Promise<ComplaintRecord | null> {
    const [row] = await this.db
      .insert(complaints)
      .values({ decisionId, text, createdAt: at })
      .onConflictDoNothing({ target: complaints.decisionId })
      .returning();
    return row ?? null;
  }

  async findComplaint(id: string): Promise<ComplaintRecord | null> {
    const [row] = await this.db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
    return row ?? null;
  }

  async complaints(open: boolean, limit: number): Promise<ComplaintRecord[]> {
    const query = this.db.select().from(complaints);
    return open
      ? query.where(eq(complaints.status, 'open')).orderBy(asc(complaints.createdAt), asc(complaints.id)).limit(limit)
      : query.orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(limit);
  }

  async answer(
    id: string,
    change: { outcome: ComplaintOutcome; answer: string; handledBy: string; at: Date },
  ): Promise<ComplaintRecord | null> {
    const [row] = await this.db
      .update(complaints)
      .set({ status: change.outcome, answer: change.answer, handledBy: change.handledBy, answeredAt: change.at })
      .where(and(eq(complaints.id, id), eq(complaints.status, 'open')))
      .returning();
    return row ?? null;
  }
}
