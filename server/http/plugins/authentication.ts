import fp from 'fastify-plugin';
import type { AuthService } from '../../application/auth/AuthService';

/** Resolves the bearer token of every request into `request.user` (null for visitors). */
export const authenticationPlugin = fp<{ auth: AuthService }>(
  async (app, { auth }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenRejected', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      // RFC 9110: the scheme is case-insensitive.
      const bearer = typeof header === 'string' ? /^bearer +(\S+)\s*$/i.exec(header) : null;
      if (bearer) {
        request.user = await auth.authenticate(bearer[1]!);
        request.tokenRejected = request.user === null;
      }
    });
  },
  { name: 'authentication' },
);
