import { desc, eq, and, sql, sum } from 'drizzle-orm';
import type { PaymentRecord, PaymentRepository } from '../../application/ports';
import type { Database } from '../db/database';
import { payments, processedEvents } from '../db/schema';

export class PaymentRepositoryDrizzle implements PaymentRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<PaymentRecord | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row ?? null;
  }

  async findByIdempotencyKey(key: string): Promise<PaymentRecord | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    return row ?? null;
  }

  async findByProviderRef(provider: 'stripe' | 'demo', ref: string): Promise<PaymentRecord | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
    return row ?? null;
  }

  async create(payment: Pick<PaymentRecord, 'userId' | 'packageId' | 'amountCents' | 'currency' | 'provider' | 'idempotencyKey'>): Promise<PaymentRecord> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row!;
  }

  async update(id: string, patch: Partial<Pick<PaymentRecord, 'status' | 'providerRef' | 'invoiceNumber'>>): Promise<PaymentRecord> {
    const [row] = await this.db
      .update(payments)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  }

  listByUser(userId: string): Promise<PaymentRecord[]> {
    return this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
  }

  async lock(id: string): Promise<PaymentRecord | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row ?? null;
  }

  async nextInvoiceNumber(year: number): Promise<string> {
    const result = (await this.db.execute(sql`select nextval('invoice_seq') as n`)) as unknown as { rows: { n: string | number }[] };
    return `INS-${year}-${String(result.rows[0]!.n).padStart(6, '0')}`;
  }

  async revenueCents(): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .where(eq(payments.status, 'succeeded'));
    return row?.total ?? 0;
  }

  async markEventProcessed(eventId: string): Promise<boolean> {
    const rows = await this.db.insert(processedEvents).values({ id: eventId }).onConflictDoNothing().returning({ id: processedEvents.id });
    return rows.length === 1;
  }
}
