import type Stripe from 'stripe';
import type { PaymentGateway } from '../ports';

/** One PaymentIntent per purchase; the payment id is the idempotency key, so a retry never makes a second one. */
export class PaymentGatewayStripe implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createIntent(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    userId: string;
    packageId: string;
  }): Promise<{ providerRef: string; clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        allowed_payment_method_types: ['card'],
        metadata: { paymentId: input.paymentId, userId: input.userId, packageId: input.packageId },
        description: `Inserat package ${input.packageId}`,
      },
      { idempotencyKey: `inserat-payment-${input.paymentId}` },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { providerRef: intent.id, clientSecret: intent.client_secret };
  }
}

export interface VerifiedEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about (a charge names its intent). */
  providerRef: string;
  /** What the intent received (a charge: its amount), in cents, and in which currency (upper case); null when absent. */
  amountCents: number | null;
  currency: string | null;
}

/** Checks Stripe's signature on the raw body; throws on anything not signed with our secret. */
export function verifyStripeEvent(stripe: Stripe, rawBody: Buffer, signature: string, secret: string): VerifiedEvent {
  const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  const object = event.data.object as {
    id: string;
    object: string;
    payment_intent?: string | { id: string } | null;
    amount?: number;
    amount_received?: number;
    currency?: string;
  };
  // A charge refers to its PaymentIntent; an intent is its own reference. Metadata is not read: anyone with access to
  // the Stripe account can write any metadata on an intent of their own.
  const charge = object.object === 'charge';
  const providerRef = charge
    ? typeof object.payment_intent === 'string'
      ? object.payment_intent
      : (object.payment_intent?.id ?? '')
    : object.id;
  const amount = charge ? object.amount : (object.amount_received ?? object.amount);
  return {
    id: event.id,
    type: event.type,
    providerRef,
    amountCents: typeof amount === 'number' ? amount : null,
    currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : null,
  };
}
