import { ApiError } from '../platform/domain/ApiError';
import type { PaymentRecord } from './domain/payment';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { PaymentProvider } from '../../src/domain/payment';
import { ownedPayment } from './ReadPayment';
import type { RecordPaymentOutcome } from './RecordPaymentOutcome';
import { cardExpired, readCardExpiry } from '../../src/domain/payment';

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
 * The demo gateway's "card network": outcomes by the documented test card numbers. Every answer reports the status
 * the payment really has afterwards, so a request that lost a race to a concurrent one says what happened.
 */
export class DemoCheckout {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'payments'>;
      outcome: Pick<RecordPaymentOutcome, 'execute'>;
      provider: PaymentProvider;
      clock: Clock;
    },
  ) {}

  async confirm(user: UserRecord, paymentId: string, card: CardDetails): Promise<DemoOutcome> {
    this.requireDemo();
    const payment = await ownedPayment(this.deps.uow.repos, user, paymentId);
    const number = card.number.replace(/[\s-]/g, '');
    this.checkCard(number, card);
    if (payment.status === 'succeeded') return { status: 'succeeded', reason: null };
    if (payment.status !== 'pending' && payment.status !== 'requires_action')
      throw new ApiError(409, 'CONFLICT', 'This payment is already finished');
    if (number === DEMO_CARDS.succeeds) await this.deps.outcome.execute(payment.id, 'succeeded');
    else if (number === DEMO_CARDS.threeDSecure) await this.deps.outcome.execute(payment.id, 'requires_action');
    else await this.deps.outcome.execute(payment.id, 'failed');
    return this.outcome(payment.id, number === DEMO_CARDS.declined ? 'card_declined' : 'card_not_supported');
  }

  /** The demo's stand-in for the bank's 3-D Secure page. */
  async authenticate(user: UserRecord, paymentId: string, approve: boolean): Promise<DemoOutcome> {
    this.requireDemo();
    const payment = await ownedPayment(this.deps.uow.repos, user, paymentId);
    if (payment.status === 'succeeded') return { status: 'succeeded', reason: null };
    if (payment.status !== 'requires_action')
      throw new ApiError(409, 'CONFLICT', 'This payment does not wait for authentication');
    if (approve) await this.deps.outcome.execute(payment.id, 'succeeded');
    else await this.deps.outcome.execute(payment.id, 'failed');
    return this.outcome(payment.id, 'authentication_failed');
  }

  private requireDemo(): void {
    if (this.deps.provider !== 'demo') throw ApiError.notFound('Payment');
  }

  private checkCard(number: string, card: CardDetails): void {
    const problems = [];
    if (!/^\d{13,19}$/.test(number) || !luhn(number))
      problems.push({ field: 'number', code: 'invalid' as const, message: 'The card number is not valid' });
    const expiry = readCardExpiry(card.expiry);
    if (!expiry || cardExpired(expiry, this.deps.clock.now()))
      problems.push({ field: 'expiry', code: 'invalid' as const, message: 'The expiry date is not valid' });
    if (!/^\d{3,4}$/.test(card.cvc.trim()))
      problems.push({ field: 'cvc', code: 'invalid' as const, message: 'The security code is not valid' });
    if (problems.length > 0) throw ApiError.validation(problems);
  }

  private async outcome(paymentId: string, failureReason: string): Promise<DemoOutcome> {
    const payment = (await this.deps.uow.repos.payments.findById(paymentId)) as PaymentRecord;
    if (payment.status === 'succeeded') return { status: 'succeeded', reason: null };
    if (payment.status === 'requires_action') return { status: 'requires_action', reason: null };
    if (payment.status === 'failed') return { status: 'failed', reason: failureReason };
    throw new ApiError(409, 'CONFLICT', 'This payment is already finished');
  }
}
