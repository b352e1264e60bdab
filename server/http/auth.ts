import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/ApiError';
import type { UserRecord } from '../domain/user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the bearer token on every request (null for visitors). */
    user: UserRecord | null;
    /** A bearer token was sent but is no longer valid. */
    tokenRejected: boolean;
  }
}

export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) {
    throw ApiError.unauthorized(request.tokenRejected ? 'Your session has ended; please sign in again' : 'Please sign in');
  }
  return request.user;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  currentUser(request);
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (currentUser(request).role !== 'ADMIN') throw ApiError.forbidden('Administrators only');
}

export function languageOf(request: FastifyRequest): 'de' | 'en' {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase();
  return header.startsWith('en') ? 'en' : 'de';
}
