import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { CodePurpose, CodeRecord } from '../domain/code';
import type { CodeRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { oneTimeCodes } from '../../platform/db/schema';

export class CodeRepositoryDrizzle implements CodeRepository {
  constructor(private readonly db: Database) {}

  async latest(userId: string, purpose: CodePurpose): Promise<CodeRecord | null> {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row ?? null;
  }

  async issue(
    userId: string,
    purpose: CodePurpose,
    codeHash: string,
    issuedAt: Date,
    expiresAt: Date,
    target?: string,
  ): Promise<CodeRecord> {
    // The service's clock, not this machine's: the resend throttle compares it with the service's "now".
    const now = issuedAt;
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
    const [row] = await this.db
      .insert(oneTimeCodes)
      .values({ userId, purpose, codeHash, expiresAt, createdAt: now, target: target ?? null })
      .returning();
    return row!;
  }

  async expireAll(userId: string, now: Date): Promise<void> {
    await this.db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
  }

  async update(
    id: string,
    patch: Partial<Pick<CodeRecord, 'attempts' | 'verifiedAt' | 'resetTokenHash' | 'usedAt'>>,
  ): Promise<void> {
    await this.db.update(oneTimeCodes).set(patch).where(eq(oneTimeCodes.id, id));
  }

  async spendAttempt(id: string, max: number): Promise<number | null> {
    const rows = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, max)))
      .returning({ attempts: oneTimeCodes.attempts });
    return rows[0]?.attempts ?? null;
  }
}
