import { DomainError, ValidationError, type FieldError } from '../../domain/errors';
import { RequestError } from '../shared/RequestError';
import type { CardPayments, Payment, PaymentsApi } from './ports';

export interface Consents {
  /** AGB accepted. */
  terms: boolean;
  /** Withdrawal information read. */
  withdrawal: boolean;
  /** Consent to immediate performance and acknowledgement of losing the right of withdrawal (§ 356 Abs. 4 BGB). */
  immediatePerformance: boolean;
}

export type PurchaseOutcome = { status: 'succeeded'; payment: Payment } | { status: 'processing'; paymentId: string };

export interface PurchaseTiming {
  /** How long to wait for the provider's confirmation to credit the package. */
  waitMs: number;
  pollMs: number;
}

const DEFAULT_TIMING: PurchaseTiming = { waitMs: 20_000, pollMs: 1_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isConnectionProblem = (error: unknown) =>
  error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout');

/**
 * Buys a package by card. Nothing is charged before the three consents; a declined card is a clear
 * PAYMENT_FAILED; a lost connection after paying is not a failure: the payment is followed until the
 * provider's confirmation has credited it (the server credits even if this tab is gone).
 */
export class PurchasePackage {
  constructor(
    private readonly api: PaymentsApi,
    private readonly timing: PurchaseTiming = DEFAULT_TIMING,
  ) {}

  async execute(input: {
    packageId: string;
    requestId: string;
    consents: Consents;
    card: CardPayments;
  }): Promise<PurchaseOutcome> {
    const missing: FieldError[] = (['terms', 'withdrawal', 'immediatePerformance'] as const)
      .filter((key) => !input.consents[key])
      .map((field) => ({ field, code: 'required', message: 'Please confirm' }));
    if (missing.length > 0) throw new ValidationError(missing);

    const intent = await this.api.createIntent(input.packageId, input.requestId);
    let result;
    try {
      result = await input.card.confirm(intent);
    } catch (error) {
      if (!isConnectionProblem(error)) throw error;
      // The card may have been charged while the answer was lost: find out instead of guessing.
      result = { status: 'processing' as const };
    }
    if (result.status === 'failed') throw new DomainError('PAYMENT_FAILED', result.reason);
    return this.waitForCredit(intent.paymentId);
  }

  /** Follows a payment until it is credited, failed, or the wait is over (then it is still processing). */
  async waitForCredit(paymentId: string): Promise<PurchaseOutcome> {
    const deadline = Date.now() + this.timing.waitMs;
    for (;;) {
      try {
        const payment = await this.api.get(paymentId);
        if (payment.status === 'succeeded') return { status: 'succeeded', payment };
        if (payment.status === 'failed') throw new DomainError('PAYMENT_FAILED', 'card_declined');
        if (payment.status === 'refunded') throw new DomainError('PAYMENT_FAILED', 'refunded');
      } catch (error) {
        if (!isConnectionProblem(error)) throw error;
      }
      if (Date.now() >= deadline) return { status: 'processing', paymentId };
      await sleep(this.timing.pollMs);
    }
  }
}
