import type { NewPayment, PaymentProvider, PaymentRecord, PaymentStatus } from './domain/payment';
import type { InvoiceContent } from './invoiceContent';

export interface PaymentRepository {
  findById(id: string): Promise<PaymentRecord | null>;
  findByIdempotencyKey(key: string): Promise<PaymentRecord | null>;
  findByProviderRef(provider: PaymentProvider, ref: string): Promise<PaymentRecord | null>;
  create(payment: NewPayment): Promise<PaymentRecord>;
  setProviderRef(id: string, providerRef: string): Promise<void>;
  /**
   * Moves the payment to `status` only from one of its allowed predecessors (PAYMENT_PREDECESSORS), atomically;
   * null when the payment is unknown or not in such a status (someone else moved it first).
   */
  transition(id: string, status: PaymentStatus, patch?: { paidAt?: Date }): Promise<PaymentRecord | null>;
  /** The next number of the year, given to the payment; in the caller's transaction, so a rollback leaves no gap. */
  assignInvoiceNumber(id: string, year: number): Promise<string>;
  listByUser(userId: string): Promise<PaymentRecord[]>;
  /** Locks the row for the rest of the transaction. */
  lock(id: string): Promise<PaymentRecord | null>;
  revenueCents(): Promise<number>;
  /** Records an event id in the caller's transaction; false when it was seen before (a duplicated webhook). */
  markEventProcessed(eventId: string): Promise<boolean>;
  /** Before an account goes: its payments keep the frozen billing party and lose every other link to the person. */
  detachFromUser(userId: string): Promise<void>;
}

/** The card processor: Stripe or the demo gateway. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createIntent(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    userId: string;
    packageId: string;
  }): Promise<{ providerRef: string; clientSecret: string }>;
}

/** Writes an invoice as a PDF document (fonts embedded, so umlauts print everywhere). */
export interface InvoicePdf {
  render(invoice: InvoiceContent): Promise<Buffer>;
}

/** The records and rules this feature publishes with its port. */
export * from './domain/payment';

/** What this feature offers the others (the personal data export, notices). */
export type { ListPayments } from './ListPayments';
