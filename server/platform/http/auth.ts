import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from '../domain/ApiError';
import type { UserRecord } from '../../accounts/ports';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the bearer token on every request (null for visitors). */
    user: UserRecord | null;
    /** The server-side session of the bearer token (null for visitors). */
    sessionId: string | null;
    /** A bearer token was sent but is no longer valid. */
    tokenRejected: boolean;
  }
  interface FastifyContextConfig {
    /** Who may call the route (signedInOnly); unset: see audienceOf. */
    audience?: Audience;
    /** A body the route reads itself (a file, a form), for the API document only: Fastify does not check it. */
    documentedBody?: { consumes: string[]; schema: object };
  }
}

export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) {
    throw ApiError.unauthorized(
      request.tokenRejected ? 'Your session has ended; please sign in again' : 'Please sign in',
    );
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

/**
 * Who may call a route, as the API document says it (server/platform/http/openApiDocument.ts): everyone; everyone, and the
 * signed-in see more (their own drafts); signed-in people; administrators.
 */
export type Audience = 'public' | 'optional' | 'user' | 'admin';

/**
 * Every route this plugin registers afterwards is for signed-in people (or administrators): checked at `stage`, and
 * marked so the API document asks for the bearer token there and nowhere else.
 */
export function signedInOnly(
  app: FastifyInstance,
  audience: 'user' | 'admin',
  stage: 'preValidation' | 'preHandler',
): void {
  app.addHook('onRoute', (route) => void (route.config = { ...route.config, audience }));
  app.addHook(stage, audience === 'admin' ? requireAdmin : requireUser);
}

/** A route's audience: marked by signedInOnly, or its own requireUser/requireAdmin check. */
export function audienceOf(route: Pick<RouteOptions, 'config' | 'preHandler' | 'preValidation'>): Audience {
  const marked = (route.config as { audience?: Audience } | undefined)?.audience;
  if (marked) return marked;
  const checks = [route.preHandler, route.preValidation].flat().filter(Boolean);
  if (checks.includes(requireAdmin)) return 'admin';
  return checks.includes(requireUser) ? 'user' : 'public';
}

export function languageOf(request: FastifyRequest): 'de' | 'en' {
  const header = String(request.headers['accept-language'] ?? '').toLowerCase();
  return header.startsWith('en') ? 'en' : 'de';
}
