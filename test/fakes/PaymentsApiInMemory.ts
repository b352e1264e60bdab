import type { Payment, PaymentIntent, PaymentProvider, PaymentsApi } from '../../src/application/payments/ports';
import { RequestError } from '../../src/application/shared/RequestError';

/** Payments with the server's idempotency: one payment per requestId. */
export class PaymentsApiInMemory implements PaymentsApi {
  payments: Payment[] = [];
  byRequest = new Map<string, string>();
  providerName: PaymentProvider = 'demo';
  /** Answers of get(): a queue of statuses to walk through (the webhook arriving later). */
  statusQueue: Payment['status'][] = [];
  offlineGets = 0;
  receipts: { paymentId: string; language: string }[] = [];

  async provider(): Promise<PaymentProvider> {
    return this.providerName;
  }

  async createIntent(packageId: string, requestId: string): Promise<PaymentIntent> {
    // As the server: the request id (the idempotency key) is a UUID the browser made.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(requestId)) {
      throw new RequestError('http', 'VALIDATION_FAILED', 'requestId must be a UUID', 400, [
        { field: 'requestId', code: 'invalid', message: 'requestId must be a UUID' },
      ]);
    }
    let id = this.byRequest.get(requestId);
    if (!id) {
      id = `pay-${this.payments.length + 1}`;
      this.byRequest.set(requestId, id);
      this.payments.push({
        id,
        packageId,
        packageName: { de: packageId, en: packageId },
        amountCents: 1490,
        currency: 'EUR',
        provider: this.providerName,
        paidAt: null,
        billing: { name: 'Erika Mustermann', address: null },
        status: 'pending',
        createdAt: new Date().toISOString(),
        invoice: null,
      });
    }
    return { provider: this.providerName, clientSecret: `${id}_secret`, paymentId: id };
  }

  async mine(): Promise<Payment[]> {
    return this.payments;
  }

  async get(paymentId: string): Promise<Payment> {
    if (this.offlineGets > 0) {
      this.offlineGets--;
      throw new RequestError('network', 'NETWORK_ERROR', 'offline');
    }
    const payment = this.payments.find((p) => p.id === paymentId);
    if (!payment) throw new RequestError('http', 'NOT_FOUND', 'no payment', 404);
    const next = this.statusQueue.shift();
    if (next) payment.status = next;
    return { ...payment };
  }

  async receipt(paymentId: string, language: 'de' | 'en'): Promise<{ filename: string; content: Blob }> {
    this.receipts.push({ paymentId, language });
    const payment = this.payments.find((p) => p.id === paymentId);
    if (!payment) throw new RequestError('http', 'NOT_FOUND', 'no payment', 404);
    if (!payment.invoice) throw new RequestError('http', 'CONFLICT', 'There is no invoice for an unpaid payment', 409);
    return { filename: `${payment.invoice.number}.pdf`, content: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
  }

  /** What the server does when the card succeeds. */
  settle(paymentId: string, status: Payment['status']): void {
    const payment = this.payments.find((p) => p.id === paymentId)!;
    payment.status = status;
    if (status === 'succeeded')
      payment.invoice = { number: 'INS-2026-000001', netCents: 1252, vatCents: 238, vatRate: 19 };
  }
}
