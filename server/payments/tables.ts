import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../src/domain/payment';
import { createdAt, updatedAt } from '../platform/tables';
import { packages } from '../packages/tables';
import { users } from '../accounts/tables';

/* Money: payments, the credit ledger, handled Stripe events and invoice numbers. */

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set null when the account is deleted: the payment record is kept, anonymised (bookkeeping duty). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    invoiceNumber: text('invoice_number'),
    /** The buyer as invoiced, frozen at purchase: the invoice outlives the account (§ 147 AO, § 14b UStG). */
    billingName: text('billing_name').notNull().default(''),
    billingAddress: text('billing_address'),
    /** When the payment succeeded: the invoice date. */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('payments_invoice_unique').on(t.invoiceNumber),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Append-only: + on a succeeded payment or a grant, − on publishing; the balance is the sum. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    amount: integer('amount').notNull(),
    reason: text('reason', {
      enum: ['purchase', 'grant', 'publish', 'extend', 'bump', 'refund', 'chargeback'],
    }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    adId: uuid('ad_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.packageId),
    // A payment credits once and is charged back once, however often its webhook arrives.
    uniqueIndex('credit_ledger_payment_reason_unique').on(t.paymentId, t.reason),
  ],
);

/** Stripe event ids already handled: a duplicated webhook is acknowledged and ignored. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The last invoice number given out per year. Taken in the transaction that records the payment's success, so a
 * rollback gives the number back: German invoices are numbered without gaps (INS-<year>-<number>).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
