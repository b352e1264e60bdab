import { GERMAN_TIME_ZONE } from '../../../src/domain/calendar';
import type { PaymentProvider, PaymentStatus } from '../../../src/domain/payment';
import type { payments } from '../tables';

export type { PaymentProvider, PaymentStatus };

/**
 * The payment state machine: from which statuses each status may be reached. The repository enforces it in SQL
 * (`UPDATE … WHERE status IN (predecessors)`), so concurrent confirmations can never move a payment backwards.
 * A failed card can be retried on the same payment (Stripe keeps the intent), so `failed` is not final; a refund is.
 */
export const PAYMENT_PREDECESSORS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: [],
  requires_action: ['pending', 'failed'],
  succeeded: ['pending', 'requires_action', 'failed'],
  failed: ['pending', 'requires_action'],
  refunded: ['pending', 'requires_action', 'failed', 'succeeded'],
};

export type PaymentRecord = (typeof payments)['$inferSelect'];

export type NewPayment = Pick<
  PaymentRecord,
  'userId' | 'packageId' | 'amountCents' | 'currency' | 'provider' | 'idempotencyKey' | 'billingName' | 'billingAddress'
>;

/** INS-<year>-<number>, the number padded to six digits. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INS-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year of a moment in Germany, where the invoices are issued (New Year's Eve 23:30 UTC is already next year). */
export function invoiceYear(moment: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: GERMAN_TIME_ZONE, year: 'numeric' }).format(moment));
}
