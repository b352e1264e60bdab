import type { FastifyRequest } from 'fastify';
import type { AdStats } from '../application/ads/AdStats';
import type { RepeatViews } from '../application/ads/RepeatViews';
import { clientKey } from './clientKey';

/** Search engines and link previews fetch ad pages too; they are not people looking at an ad. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|linkpreview|whatsapp|telegram/i;

/** Whether a request for an ad counts as a view in the seller's statistics (from the User-Agent only; no cookie, no IP). */
export function countsAsView(request: FastifyRequest): boolean {
  return !CRAWLER.test(request.headers['user-agent'] ?? '');
}

/**
 * One view for the ad in its seller's statistics: by a person (not a crawler), once a day per visitor — the visitor
 * told apart by network and browser, hashed for the day only (RepeatViews), never stored.
 */
export function countView(
  services: { adStats: AdStats; repeatViews: RepeatViews },
  request: FastifyRequest,
  adId: string,
): void {
  if (!countsAsView(request)) return;
  if (!services.repeatViews.firstToday(adId, `${clientKey(request.ip)}|${request.headers['user-agent'] ?? ''}`)) return;
  services.adStats.count(adId, 'views');
}
