import { ConfigError, choice, required, value, type Env } from './readers';

export interface PaymentsConfig {
  /** Stripe, or the clearly labelled demo gateway that takes no real money. */
  paymentsProvider: 'stripe' | 'demo';
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** Handed to the browser at run time (Stripe.js needs it); never a secret. */
  stripePublishableKey: string | null;
}

/**
 * Production takes real payments or says explicitly that it does not (PAYMENTS_PROVIDER=demo): a forgotten
 * key must not turn the shop into one that hands out credits for a test card. Elsewhere Stripe is used when
 * its key is there, and the demo gateway otherwise.
 */
export function paymentsConfig(env: Env, production: boolean): PaymentsConfig {
  const chosen = choice(env, 'PAYMENTS_PROVIDER', ['stripe', 'demo'] as const);
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  if (secretKey && !/^(sk|rk)_(test|live)_/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must start with sk_test_, sk_live_, rk_test_ or rk_live_');
  }
  const provider = chosen ?? (production || secretKey ? 'stripe' : 'demo');
  if (provider === 'demo')
    return { paymentsProvider: 'demo', stripeSecretKey: null, stripeWebhookSecret: null, stripePublishableKey: null };
  const why = production
    ? 'when NODE_ENV=production (or set PAYMENTS_PROVIDER=demo to take no real payments)'
    : 'for Stripe payments';
  const stripeSecretKey = required(env, 'STRIPE_SECRET_KEY', why);
  const stripeWebhookSecret = required(env, 'STRIPE_WEBHOOK_SECRET', 'when STRIPE_SECRET_KEY is set');
  const stripePublishableKey = production
    ? required(env, 'STRIPE_PUBLISHABLE_KEY', 'for the checkout page when Stripe takes payments')
    : value(env, 'STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey && !/^pk_(test|live)_/.test(stripePublishableKey)) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must start with pk_test_ or pk_live_');
  }
  return { paymentsProvider: 'stripe', stripeSecretKey, stripeWebhookSecret, stripePublishableKey };
}
