import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { PaymentGatewayInMemory } from '../fakes/server/PaymentGatewayInMemory';
import { call, signUp, type TestServer } from './helpers';

// What the payments tests share: a payment as the API shows it, the test card's other fields, a person's credits, and
// Stripe's webhook as they drive it (real signatures from Stripe's offline helpers, a fake Stripe API).

export interface Payment {
  id: string;
  status: string;
  amountCents: number;
  invoice: { number: string; netCents: number; vatCents: number; vatRate: number } | null;
}

/** Expiry and CVC of every test card. */
export const CARD = { expiry: '12/39', cvc: '123' };

/** A person's credits per package. */
export async function credits(server: TestServer, token: string) {
  return (await call(server.app, 'GET', '/api/ads/credits', { token })).body.data as {
    packageId: string;
    credits: number;
  }[];
}

export const secret = 'whsec_test_inserat_secret';
export const stripe = new Stripe('sk_test_dummy');

/** An event as Stripe sends it. */
export function event(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

/** The PaymentIntent as Stripe sends it in an event: its id, what it received and in which currency. */
export const intent = (p: { intentId: string; amountCents: number }, extra: Record<string, unknown> = {}) => ({
  id: p.intentId,
  object: 'payment_intent',
  amount: p.amountCents,
  amount_received: p.amountCents,
  currency: 'eur',
  ...extra,
});

/** Sending events to the file's server, and a buyer's payment under way there (both given late: beforeAll). */
export function stripeWebhook(server: () => TestServer, gateway: () => PaymentGatewayInMemory) {
  return {
    send: async (payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret })) =>
      server().app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      }),
    stripePayment: async (email: string, packageId = 'plus') => {
      const user = await signUp(server(), email);
      const { paymentId, provider, clientSecret } = (
        await call(server().app, 'POST', '/api/payments/intent', {
          token: user.token,
          body: { packageId, requestId: randomUUID() },
        })
      ).body.data as { paymentId: string; provider: string; clientSecret: string };
      expect(provider).toBe('stripe');
      expect(clientSecret).toMatch(/^pi_test_\d+_secret/);
      const payment = gateway().intents.get(paymentId)!;
      return { ...user, paymentId, intentId: payment.providerRef, amountCents: payment.amountCents };
    },
  };
}
