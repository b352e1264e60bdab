import { ConfigError, required } from './readers';
import type { EnvVars } from './envSchema';

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
export function paymentsConfig(vars: EnvVars, production: boolean): PaymentsConfig {
  const chosen = vars.PAYMENTS_PROVIDER ?? null;
  const secretKey = vars.STRIPE_SECRET_KEY ?? null;
  if (secretKey && !/^(sk|rk)_(test|live)_/.test(secretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must start with sk_test_, sk_live_, rk_test_ or rk_live_');
  }
  const provider = chosen ?? (production || secretKey ? 'stripe' : 'demo');
  if (provider === 'demo')
    return { paymentsProvider: 'demo', stripeSecretKey: null, stripeWebhookSecret: null, stripePublishableKey: null };
  const why = production
    ? 'when NODE_ENV=production (or set PAYMENTS_PROVIDER=demo to take no real payments)'
    : 'for Stripe payments';
  const stripeSecretKey = required(vars.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY', why);
  const stripeWebhookSecret = required(
    vars.STRIPE_WEBHOOK_SECRET,
    'STRIPE_WEBHOOK_SECRET',
    'when STRIPE_SECRET_KEY is set',
  );
  const stripePublishableKey = production
    ? required(
        vars.STRIPE_PUBLISHABLE_KEY,
        'STRIPE_PUBLISHABLE_KEY',
        'for the checkout page when Stripe takes payments',
      )
    : (vars.STRIPE_PUBLISHABLE_KEY ?? null);
  if (stripePublishableKey && !/^pk_(test|live)_/.test(stripePublishableKey)) {
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must start with pk_test_ or pk_live_');
  }
  return { paymentsProvider: 'stripe', stripeSecretKey, stripeWebhookSecret, stripePublishableKey };
}
