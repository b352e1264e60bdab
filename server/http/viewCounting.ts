import type { FastifyRequest } from 'fastify';

/** Search engines and link previews fetch ad pages too; they are not people looking at an ad. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkpreview|whatsapp|telegram/i;

/** Whether a request for an ad counts as a view in the seller's statistics (from the User-Agent only; no cookie, no IP). */
export function countsAsView(request: FastifyRequest): boolean {
  return !CRAWLER.test(request.headers['user-agent'] ?? '');
}
