import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { tileOrigin, type ServerConfig } from '../../config';

/** Content-Security-Policy: no inline script; Stripe and Firebase origins allowed (DESIGN.md §2). */
function contentSecurityPolicy(config: ServerConfig) {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://apis.google.com', 'https://www.gstatic.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', 'https://*.stripe.com', tileOrigin(config.map.tileUrl)],
      fontSrc: ["'self'"],
      connectSrc: [
        "'self'",
        'https://api.stripe.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        ...emulator,
      ],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.firebaseapp.com', ...emulator],
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
