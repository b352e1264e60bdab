import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../domain/ApiError';
import type { UserRecord } from '../domain/user';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the bearer token on every request (null for visitors). */
    user: UserRecord | null;
    /** The server-side session of the bearer token (null for visitors). */
    sessionId: string | null;
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

/** The signed-in user and the session of this request's token. */
export function currentIdentity(request: FastifyRequest): { user: UserRecord; sessionId: string } {
  return { user: currentUser(request), sessionId: request.sessionId! };
}

/** The browser's user agent, kept with a session so people can tell their sessions apart. */
export function userAgentOf(request: FastifyRequest): string {
  return String(request.headers['user-agent'] ?? '').slice(0, 300);
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
