import type { ServerConfig } from '../../config';

/**
 * What the browser may know about this installation, decided at run time: one build of the client serves every
 * environment. Nothing here is a secret.
 */
export interface PublicClientConfig {
  /** The shop takes no real money / keeps mail in the outbox: every page says so. */
  demo: { payments: boolean; mail: boolean };
  /** Stripe's publishable key for the checkout; a placeholder for the demo gateway, which needs none. */
  stripePublicKey: string | null;
  /** Where the map's tiles come from and whom to credit for them. */
  map: { tileUrl: string; attribution: string };
  /** Google sign-in through Firebase, when configured; the emulator's address in development. */
  firebase: { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl: string | null } | null;
  /** New ads and changed live ads wait for an admin's review (AD_MODERATION): the ad form says so before sending. */
  moderation: boolean;
  /** The VAPID public key browsers subscribe to pushes with; null when push is off on this server. */
  pushPublicKey: string | null;
}

/** The demo gateway's stand-in for a publishable key (the client's configuration check wants one). */
export const DEMO_PUBLIC_KEY = 'pk_demo_inserat';

export function publicClientConfig(config: ServerConfig): PublicClientConfig {
  const demoPayments = config.paymentsProvider === 'demo';
  return {
    demo: { payments: demoPayments, mail: config.mailTransport === 'outbox' },
    stripePublicKey: demoPayments ? DEMO_PUBLIC_KEY : config.stripePublishableKey,
    map: config.map,
    moderation: config.moderation,
    pushPublicKey: config.push?.publicKey ?? null,
    firebase:
      config.firebaseWeb && config.firebaseProjectId
        ? {
            ...config.firebaseWeb,
            projectId: config.firebaseProjectId,
            authEmulatorUrl: config.firebaseAuthEmulatorHost ? `http://${config.firebaseAuthEmulatorHost}` : null,
          }
        : null,
  };
}

/** The configuration as a JSON data block for <head>: not executed (so CSP allows it), and `<` escaped so no text ends it early. */
export function configScript(publicConfig: PublicClientConfig): string {
  return `<script type="application/json" id="inserat-config">${JSON.stringify(publicConfig).replace(/</g, '\\u003c')}</script>`;
}
