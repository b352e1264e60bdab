import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { clientKey } from '../clientKey';

/**
 * Limits are opted into per route (auth, contact); every refusal is the RATE_LIMITED envelope. With Redis the
 * counters are shared by every process; in memory they are kept for up to 50,000 client addresses at a time.
 */
export const rateLimitPlugin = fp<{ redis: Redis | null }>(
  async (app, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      // An IPv6 client counts by its /64: one connection holds 2^64 addresses.
      keyGenerator: (request) => clientKey(request.ip),
      ...(redis ? { redis, nameSpace: 'inserat:ratelimit:' } : { cache: 50_000 }),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'RATE_LIMITED',
        message: 'Too many requests; please wait and try again',
      }),
    });
  },
  { name: 'rate-limit' },
);
