import type { PaymentGateway } from '../../../server/payments/ports';

/** Stands in for Stripe's API (no network here); remembers the intents it made. */
export class PaymentGatewayInMemory implements PaymentGateway {
  readonly intents = new Map<string, { providerRef: string; clientSecret: string; amountCents: number }>();
  failNext = false;

  constructor(readonly provider: 'stripe' | 'demo' = 'stripe') {}

  async createIntent(input: {
    paymentId: string;
    amountCents: number;
  }): Promise<{ providerRef: string; clientSecret: string }> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('Stripe is unreachable');
    }
    // Like Stripe with an idempotency key: the same payment gets the same intent.
    const existing = this.intents.get(input.paymentId);
    if (existing) return existing;
    const intent = {
      providerRef: `pi_test_${this.intents.size + 1}`,
      clientSecret: `pi_test_${this.intents.size + 1}_secret_x`,
      amountCents: input.amountCents,
    };
    this.intents.set(input.paymentId, intent);
    return intent;
  }
}
