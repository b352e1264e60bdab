import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { tileOrigin, type ServerConfig } from '../../../config';

/**
 * Content-Security-Policy: no inline script (docs/decisions.md §2). Stripe's hosts are allowed only when Stripe takes the
 * payments, Google's only when Google sign-in is configured, the tile server always (maps).
 */
export function contentSecurityPolicy(config: ServerConfig) {
  const stripe = config.paymentsProvider === 'stripe';
  const google = config.firebaseProjectId !== null;
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  const when = (on: boolean, hosts: string[]) => (on ? hosts : []);
  const frames = [
    ...when(stripe, ['https://js.stripe.com', 'https://hooks.stripe.com']),
    ...when(google, ['https://*.firebaseapp.com']),
    ...emulator,
  ];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        ...when(stripe, ['https://js.stripe.com']),
        ...when(google, ['https://apis.google.com', 'https://www.gstatic.com']),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...when(google, ['https://*.googleusercontent.com']),
        ...when(stripe, ['https://*.stripe.com']),
        tileOrigin(config.map.tileUrl),
        // Images served straight from object storage or its CDN.
        ...(config.objectStorage?.publicUrl ? [new URL(config.objectStorage.publicUrl).origin] : []),
      ],
      fontSrc: ["'self'"],
      connectSrc: [
        "'self'",
        ...when(stripe, ['https://api.stripe.com']),
        ...when(google, [
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://www.googleapis.com',
        ]),
        ...emulator,
      ],
      frameSrc: frames.length > 0 ? frames : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Security headers, CORS for the configured origins only, and cookies. */
export const securityPlugin = fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginEmbedderPolicy: false,
      // Google's sign-in popup reports back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
