import type { FastifyReply } from 'fastify';

/** The success body of docs/decisions.md §2; the spec's `data.data` is its `data`. */
export function ok<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return reply.code(statusCode).send({ statusCode, message, data });
}
