import type { RouteOptions } from 'fastify';
import { audienceOf } from './auth';
import { ErrorBody } from './schemas';

/**
 * What the API document says of each route beyond its own schema, from what the route is (server/platform/http/plugins/openapi.ts):
 * an operationId, the bearer token only where a route asks for it, and every error status it can answer with the
 * shared error envelope. The test server checks every answer against the document (plugins/responseContract.ts).
 */

/** Error statuses every route can answer: refused input (a body or its type included), too many requests, busy. */
const ALWAYS = {
  400: 'The input is refused; `errors` names each field',
  413: 'The body is larger than this route takes',
  414: 'The address is longer than the server reads',
  415: 'The body is not in a form this route reads',
  429: 'Too many requests; `Retry-After` says when to try again',
  431: 'The request’s headers are larger than the server reads (answered by the HTTP server, without a body)',
  503: 'Busy or briefly unavailable; try again',
} as const;
const SIGNED_IN = { 401: 'Not signed in, or the session has ended' } as const;
const ADMIN = { 403: 'Administrators only' } as const;
const WITH_ID = { 404: 'Not found (or not yours to see)' } as const;

/** The bearer token: asked for, accepted (an empty requirement is "none"), or not looked at. */
const SECURITY = { public: [], optional: [{}, { bearer: [] }], user: [{ bearer: [] }], admin: [{ bearer: [] }] };

/** Statuses a route answers for its own reasons, declared with its schema as `response: { 409: ErrorAnswer('…') }`. */
export function ErrorAnswer(description: string) {
  return { ...ErrorBody, description };
}

/** A route's own error statuses, each with what it means: `response: { 200: …, ...errors({ 409: '…' }) }`. */
export function errors(described: Record<number, string>): Record<number, ReturnType<typeof ErrorAnswer>> {
  return Object.fromEntries(
    Object.entries(described).map(([status, description]) => [status, ErrorAnswer(description)]),
  );
}

interface RouteSchema {
  operationId?: string;
  security?: unknown;
  body?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** @fastify/swagger's `transform`: the route's schema as the document shows it (the route itself is unchanged). */
export function describeRoute({
  schema,
  url,
  route,
}: {
  schema: RouteSchema | undefined;
  url: string;
  route: RouteOptions;
}): { schema: RouteSchema; url: string } {
  const own = schema ?? {};
  const audience = audienceOf(route);
  const method = [route.method].flat()[0]!;
  const errors: Record<string, string> = {
    ...ALWAYS,
    ...(audience === 'user' || audience === 'admin' ? SIGNED_IN : {}),
    ...(audience === 'admin' ? ADMIN : {}),
    ...(/[:*]/.test(url) ? WITH_ID : {}),
  };
  const response = { ...own.response };
  const documented = route.config?.documentedBody;
  for (const [status, description] of Object.entries(errors)) response[status] ??= ErrorAnswer(description);
  return {
    url,
    schema: {
      ...own,
      operationId: own.operationId ?? operationIdOf(method, url),
      security: SECURITY[audience],
      ...(documented ? { body: documented.schema, consumes: documented.consumes } : {}),
      response,
    },
  };
}

/** "GET /api/ads/:id/images" → "getAdsByIdImages": unique, since a method and a path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[^a-zA-Z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}
