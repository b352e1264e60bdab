import type { FastifyRequest } from 'fastify';

/** Routes whose query strings carry personal data (the e-mail of a reset): logged without the query. */
const PRIVATE_QUERY = /^\/api\/auth\//;

/** The URL as the access log may show it. */
export function loggedUrl(url: string): string {
  const [pathname = '', query] = url.split('?', 2);
  return query !== undefined && PRIVATE_QUERY.test(pathname) ? `${pathname}?[redacted]` : url;
}

/** Fastify's request log line, with the URL passed through `loggedUrl`. */
export function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip };
}
