import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Limits are opted into per route (auth, contact); every refusal is the RATE_LIMITED envelope. */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, error: 'RATE_LIMITED', message: 'Too many requests; please wait and try again' }),
    });
  },
  { name: 'rate-limit' },
);
