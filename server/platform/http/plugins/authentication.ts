import fp from 'fastify-plugin';
import type { Authenticate } from '../../../accounts/ports';

/** Resolves the bearer token of every request into `request.user` (null for visitors). */
export const authenticationPlugin = fp<{ auth: Pick<Authenticate, 'execute'> }>(
  async (app, { auth }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('tokenRejected', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      // RFC 9110: the scheme is case-insensitive.
      const bearer = typeof header === 'string' ? /^bearer +(\S+)\s*$/i.exec(header) : null;
      if (bearer) {
        const identity = await auth.execute(bearer[1]!);
        request.user = identity?.user ?? null;
        request.sessionId = identity?.sessionId ?? null;
        request.tokenRejected = identity === null;
      }
    });
  },
  { name: 'authentication' },
);
