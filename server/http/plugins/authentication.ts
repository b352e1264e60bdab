import fp from 'fastify-plugin';
import type { AuthService } from '../../application/auth/AuthService';

/** Resolves the bearer token of every request into `request.user` (null for visitors). */
export const authenticationPlugin = fp<{ auth: AuthService }>(
  async (app, { auth }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('tokenRejected', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (typeof header === 'string' && header.startsWith('Bearer ')) {
        request.user = await auth.authenticate(header.slice(7).trim());
        request.tokenRejected = request.user === null;
      }
    });
  },
  { name: 'authentication' },
);
