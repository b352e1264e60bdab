import { vatBreakdown, VAT_RATE_PERCENT } from '../../src/domain/package';
import { ApiError } from '../domain/ApiError';
import type { Clock, Logger, PackageRecord, PaymentGateway, PaymentRecord, UnitOfWork, UserRecord } from './ports';

export const DEMO_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
} as const;

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export interface PaymentView {
  id: string;
  packageId: string;
  packageName: { de: string; en: string };
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'demo';
  status: PaymentRecord['status'];
  createdAt: string;
  invoice: { number: string; netCents: number; vatCents: number; vatRate: number } | null;
}

export interface DemoOutcome {
  status: 'succeeded' | 'failed' | 'requires_action';
  reason: string | null;
}

/** Luhn check: typos in a card number are caught before anything is charged. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Purchases of packages: the amount always comes from the package on the server, a payment credits its ad
 * credits exactly once (however often and in whatever order the provider reports it), and every change of
 * money and credits happens in one transaction.
 */
export class PaymentsService {
  constructor(private readonly deps: { uow: UnitOfWork; gateway: PaymentGateway; clock: Clock; log: Logger }) {}

  get provider(): 'stripe' | 'demo' {
    return this.deps.gateway.provider;
  }

  /** A repeated request with the same requestId (a double click, a retry) returns the same payment. */
  async createIntent(user: UserRecord, packageId: string, requestId: string): Promise<{ provider: 'stripe' | 'demo'; clientSecret: string; paymentId: string }> {
    const pkg = await this.deps.uow.repos.packages.findById(packageId);
    if (!pkg || !pkg.active) throw ApiError.validation([{ field: 'packageId', code: 'invalid', message: 'This package cannot be bought' }]);
    const idempotencyKey = `${user.id}:${requestId}`;
    let payment = await this.deps.uow.repos.payments.findByIdempotencyKey(idempotencyKey);
    if (payment && payment.packageId !== pkg.id) throw new ApiError(409, 'CONFLICT', 'This request id was used for another package');
    if (payment && payment.status !== 'pending' && payment.status !== 'requires_action') {
      throw new ApiError(409, 'CONFLICT', 'This payment is already finished');
    }
    if (!payment) {
      try {
        payment = await this.deps.uow.repos.payments.create({
          userId: user.id,
          packageId: pkg.id,
          amountCents: pkg.priceCents,
          currency: pkg.currency,
          provider: this.deps.gateway.provider,
          idempotencyKey,
        });
      } catch {
        // Two clicks raced to insert: the unique key let one through; use that one.
        payment = await this.deps.uow.repos.payments.findByIdempotencyKey(idempotencyKey);
        if (!payment) throw new ApiError(409, 'CONFLICT', 'Please try again');
      }
    }
    let intent: { providerRef: string; clientSecret: string };
    try {
      intent = await this.deps.gateway.createIntent({ paymentId: payment.id, amountCents: payment.amountCents, currency: payment.currency, userId: user.id, packageId: pkg.id });
    } catch (error) {
      this.deps.log.error({ err: error, paymentId: payment.id }, 'creating the payment intent failed');
      throw new ApiError(502, 'PAYMENT_FAILED', 'The payment provider is not reachable right now; nothing was charged');
    }
    if (payment.providerRef !== intent.providerRef) await this.deps.uow.repos.payments.update(payment.id, { providerRef: intent.providerRef });
    return { provider: this.deps.gateway.provider, clientSecret: intent.clientSecret, paymentId: payment.id };
  }

  /** Payment done: credits once, gives the payment its invoice number. Safe to call any number of times. */
  async markSucceeded(paymentId: string): Promise<void> {
    await this.deps.uow.transaction(async (repos) => {
      const payment = await repos.payments.lock(paymentId);
      if (!payment || payment.status === 'succeeded' || payment.status === 'refunded') return;
      const pkg = await repos.packages.findById(payment.packageId);
      if (!pkg) throw new Error(`package ${payment.packageId} of payment ${payment.id} is missing`);
      const invoiceNumber = await repos.payments.nextInvoiceNumber(this.deps.clock.now().getFullYear());
      await repos.payments.update(payment.id, { status: 'succeeded', invoiceNumber });
      if (payment.userId) {
        await repos.ledger.append({ userId: payment.userId, packageId: pkg.id, amount: pkg.adCredits, reason: 'purchase', paymentId: payment.id });
      }
    });
  }

  async markFailed(paymentId: string): Promise<void> {
    await this.deps.uow.transaction(async (repos) => {
      const payment = await repos.payments.lock(paymentId);
      if (payment && (payment.status === 'pending' || payment.status === 'requires_action')) await repos.payments.update(payment.id, { status: 'failed' });
    });
  }

  /** A refund takes the package's credits back (once); if it comes before the success, no credit is ever given. */
  async markRefunded(paymentId: string): Promise<void> {
    await this.deps.uow.transaction(async (repos) => {
      const payment = await repos.payments.lock(paymentId);
      if (!payment || payment.status === 'refunded') return;
      const wasCredited = payment.status === 'succeeded';
      await repos.payments.update(payment.id, { status: 'refunded' });
      if (wasCredited && payment.userId) {
        const pkg = await repos.packages.findById(payment.packageId);
        await repos.ledger.append({ userId: payment.userId, packageId: payment.packageId, amount: -(pkg?.adCredits ?? 0), reason: 'chargeback', paymentId: payment.id });
      }
    });
  }

  /** Stripe's events, each handled once (event ids are remembered); unknown types are acknowledged. */
  async handleProviderEvent(event: { id: string; type: string; providerRef: string; paymentId: string | null }): Promise<void> {
    const fresh = await this.deps.uow.repos.payments.markEventProcessed(event.id);
    if (!fresh) return;
    const payment =
      (event.paymentId ? await this.deps.uow.repos.payments.findById(event.paymentId) : null) ??
      (await this.deps.uow.repos.payments.findByProviderRef(this.deps.gateway.provider, event.providerRef));
    if (!payment) {
      this.deps.log.warn({ eventId: event.id, type: event.type }, 'provider event for an unknown payment');
      return;
    }
    if (event.type === 'payment_intent.succeeded') await this.markSucceeded(payment.id);
    else if (event.type === 'payment_intent.payment_failed') await this.markFailed(payment.id);
    else if (event.type === 'charge.refunded') await this.markRefunded(payment.id);
  }

  /** The demo gateway's "card network": outcomes by the documented test card numbers. */
  async confirmDemo(user: UserRecord, paymentId: string, card: CardDetails): Promise<DemoOutcome> {
    if (this.deps.gateway.provider !== 'demo') throw ApiError.notFound('Payment');
    const payment = await this.owned(user, paymentId);
    const number = card.number.replace(/[\s-]/g, '');
    const problems = [];
    if (!/^\d{13,19}$/.test(number) || !luhn(number)) problems.push({ field: 'number', code: 'invalid' as const, message: 'The card number is not valid' });
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
    const now = this.deps.clock.now();
    const expired = expiry ? Number(expiry[2]) + 2000 < now.getFullYear() || (Number(expiry[2]) + 2000 === now.getFullYear() && Number(expiry[1]) < now.getMonth() + 1) : true;
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12 || expired) problems.push({ field: 'expiry', code: 'invalid' as const, message: 'The expiry date is not valid' });
    if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.push({ field: 'cvc', code: 'invalid' as const, message: 'The security code is not valid' });
    if (problems.length > 0) throw ApiError.validation(problems);
    if (payment.status === 'succeeded') return { status: 'succeeded', reason: null };
    if (payment.status !== 'pending' && payment.status !== 'requires_action') throw new ApiError(409, 'CONFLICT', 'This payment is already finished');

    if (number === DEMO_CARDS.succeeds) {
      await this.markSucceeded(payment.id);
      return { status: 'succeeded', reason: null };
    }
    if (number === DEMO_CARDS.threeDSecure) {
      await this.deps.uow.repos.payments.update(payment.id, { status: 'requires_action' });
      return { status: 'requires_action', reason: null };
    }
    await this.markFailed(payment.id);
    return { status: 'failed', reason: number === DEMO_CARDS.declined ? 'card_declined' : 'card_not_supported' };
  }

  /** The demo's stand-in for the bank's 3-D Secure page. */
  async authenticateDemo(user: UserRecord, paymentId: string, approve: boolean): Promise<DemoOutcome> {
    if (this.deps.gateway.provider !== 'demo') throw ApiError.notFound('Payment');
    const payment = await this.owned(user, paymentId);
    if (payment.status === 'succeeded') return { status: 'succeeded', reason: null };
    if (payment.status !== 'requires_action') throw new ApiError(409, 'CONFLICT', 'This payment does not wait for authentication');
    if (approve) {
      await this.markSucceeded(payment.id);
      return { status: 'succeeded', reason: null };
    }
    await this.markFailed(payment.id);
    return { status: 'failed', reason: 'authentication_failed' };
  }

  async list(user: UserRecord): Promise<PaymentView[]> {
    const [payments, packages] = await Promise.all([this.deps.uow.repos.payments.listByUser(user.id), this.deps.uow.repos.packages.listActive()]);
    return Promise.all(payments.map((p) => this.view(p, packages)));
  }

  async get(user: UserRecord, paymentId: string): Promise<PaymentView> {
    const payment = await this.owned(user, paymentId);
    return this.view(payment, await this.deps.uow.repos.packages.listActive());
  }

  async revenueCents(): Promise<number> {
    return this.deps.uow.repos.payments.revenueCents();
  }

  private async owned(user: UserRecord, paymentId: string): Promise<PaymentRecord> {
    const payment = await this.deps.uow.repos.payments.findById(paymentId);
    if (!payment || payment.userId !== user.id) throw ApiError.notFound('Payment');
    return payment;
  }

  private async view(payment: PaymentRecord, active: PackageRecord[]): Promise<PaymentView> {
    const pkg = active.find((p) => p.id === payment.packageId) ?? (await this.deps.uow.repos.packages.findById(payment.packageId));
    const { netCents, vatCents } = vatBreakdown(payment.amountCents);
    return {
      id: payment.id,
      packageId: payment.packageId,
      packageName: { de: pkg?.nameDe ?? payment.packageId, en: pkg?.nameEn ?? payment.packageId },
      amountCents: payment.amountCents,
      currency: payment.currency,
      provider: payment.provider,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
      invoice: payment.invoiceNumber ? { number: payment.invoiceNumber, netCents, vatCents, vatRate: VAT_RATE_PERCENT } : null,
    };
  }
}

