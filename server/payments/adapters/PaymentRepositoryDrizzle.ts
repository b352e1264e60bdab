import { and, desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { PaymentRepository } from '../ports';
import {
  invoiceNumber,
  PAYMENT_PREDECESSORS,
  type NewPayment,
  type PaymentProvider,
  type PaymentRecord,
  type PaymentStatus,
} from '../domain/payment';
import type { Database } from '../../platform/db/database';
import { invoiceCounters, payments, processedEvents } from '../../platform/db/schema';

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

  async findByProviderRef(provider: PaymentProvider, ref: string): Promise<PaymentRecord | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
    return row ?? null;
  }

  async create(payment: NewPayment): Promise<PaymentRecord> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row!;
  }

  async setProviderRef(id: string, providerRef: string): Promise<void> {
    await this.db.update(payments).set({ providerRef, updatedAt: new Date() }).where(eq(payments.id, id));
  }

  async transition(id: string, status: PaymentStatus, patch: { paidAt?: Date } = {}): Promise<PaymentRecord | null> {
    const from = PAYMENT_PREDECESSORS[status];
    if (from.length === 0) return null;
    const [row] = await this.db
      .update(payments)
      .set({ status, ...patch, updatedAt: new Date() })
      .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
      .returning();
    return row ?? null;
  }

  async assignInvoiceNumber(id: string, year: number): Promise<string> {
    // The counter row is locked until the caller's transaction ends, so concurrent successes take turns.
    const [counter] = await this.db
      .insert(invoiceCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    const number = invoiceNumber(year, counter!.lastNumber);
    const [row] = await this.db
      .update(payments)
      .set({ invoiceNumber: number })
      .where(and(eq(payments.id, id), isNull(payments.invoiceNumber)))
      .returning({ id: payments.id });
    if (!row) throw new Error(`payment ${id} already has an invoice number`);
    return number;
  }

  listByUser(userId: string): Promise<PaymentRecord[]> {
    return this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
  }

  async lock(id: string): Promise<PaymentRecord | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row ?? null;
  }

  async revenueCents(): Promise<number> {
    const [row] = await this.db
      .select({ total: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .where(eq(payments.status, 'succeeded'));
    return row?.total ?? 0;
  }

  async markEventProcessed(eventId: string): Promise<boolean> {
    const rows = await this.db
      .insert(processedEvents)
      .values({ id: eventId })
      .onConflictDoNothing()
      .returning({ id: processedEvents.id });
    return rows.length === 1;
  }

  async detachFromUser(userId: string): Promise<void> {
    // The idempotency key was "<userId>:<requestId>"; the payment's own id replaces it.
    await this.db
      .update(payments)
      .set({ userId: null, idempotencyKey: sql`'deleted:' || ${payments.id}` })
      .where(eq(payments.userId, userId));
  }
}
