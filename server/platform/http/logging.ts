import type { FastifyRequest } from 'fastify';

/** Routes whose query strings carry personal data (the e-mail of a reset): logged without the query. */
const PRIVATE_QUERY = /^\/api\/auth\//;

/**
 * Addresses that are secrets themselves: a calendar feed's (whoever has it follows a person's viewings, addresses
 * included). Their secret part is logged as [redacted].
 */
const SECRET_PATHS: RegExp[] = [/^(\/api\/calendar\/)[^/?#]+/];

/** Query parameters that carry a secret wherever they appear (an unsubscribe link's token, a code, a signature). */
const SECRET_PARAMETERS = /^(token|code|secret|key|signature|sig|access_token|id_token)$/i;

/**
 * The URL as the access log (and any other log line) may show it: no secret path segment, no secret query value,
 * and no query at all for the sign-in routes.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  let pathname = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? undefined : url.slice(at + 1);
  for (const secret of SECRET_PATHS) pathname = pathname.replace(secret, '$1[redacted]');
  if (query === undefined) return pathname;
  if (PRIVATE_QUERY.test(pathname)) return `${pathname}?[redacted]`;
  const parts = query
    .split('&')
    .map((part) => {
      const name = part.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A name that does not decode is kept as sent.
      }
      return SECRET_PARAMETERS.test(decoded) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${pathname}?${parts}`;
}

/** Fastify's request log line, with the URL passed through `loggedUrl`. */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip };
}
