import type { FastifyRequest } from 'fastify';
import type { AdStats } from '../AdStats';
import type { RepeatViews } from '../RepeatViews';
import { clientKey } from '../../platform/http/clientKey';

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
export function viewCounter(deps: { adStats: Pick<AdStats, 'count'>; repeatViews: RepeatViews }): ViewCounter {
  return (request, adId) => {
    if (!countsAsView(request)) return;
    if (!deps.repeatViews.firstToday(adId, `${clientKey(request.ip)}|${request.headers['user-agent'] ?? ''}`)) return;
    deps.adStats.count(adId, 'views');
  };
}

/** Counts one view of an ad by the request that asked for it (see viewCounter). */
export type ViewCounter = (request: FastifyRequest, adId: string) => void;
