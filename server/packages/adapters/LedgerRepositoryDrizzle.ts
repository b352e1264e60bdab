import { eq, sql, sum } from 'drizzle-orm';
import type { CreditBalance, LedgerEntry } from '../domain/ledger';
import type { LedgerRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { creditLedger, users } from '../../platform/db/schema';

export class LedgerRepositoryDrizzle implements LedgerRepository {
  constructor(private readonly db: Database) {}

  async balances(userId: string): Promise<CreditBalance[]> {
    const rows = await this.db
      .select({ packageId: creditLedger.packageId, credits: sum(creditLedger.amount).mapWith(Number) })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .groupBy(creditLedger.packageId);
    return rows.filter((r) => r.credits > 0);
  }

  async append(entry: LedgerEntry): Promise<void> {
    await this.db.insert(creditLedger).values({
      userId: entry.userId,
      packageId: entry.packageId,
      amount: entry.amount,
      reason: entry.reason,
      paymentId: entry.paymentId ?? null,
      adId: entry.adId ?? null,
    });
  }

  async lockUser(userId: string): Promise<void> {
    await this.db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  }
}
