/**
 * What the service worker keeps and shows, as plain functions (unit-tested apart from the worker): which answers may be
 * kept on the device, which page an address is, and the notification a push becomes.
 */

/** Cache names: a new name when what a cache holds changes shape, so an update starts it afresh. */
export const CACHES = {
  adPages: 'inserat-ad-pages-v1',
  adData: 'inserat-ad-data-v1',
  photos: 'inserat-photos-v1',
  translations: 'inserat-translations-v1',
  assets: 'inserat-assets-v1',
} as const;

/** The last ads looked at open offline, this many; a page and its data are kept a month at most. */
export const OFFLINE_ADS = 30;
export const PHOTOS_KEPT = 400;
export const KEPT_SECONDS = 30 * 24 * 3600;

/** The precached page that stands in for any app page (/app/…) offline, and the one for everything else. */
export const APP_SHELL_URL = '/app';
export const OFFLINE_PAGE_URL = '/offline.html';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AD_PAGE = new RegExp(`^/ads/${UUID}$`);
const AD_DATA = new RegExp(`^/api/ads/${UUID}(/seller|/similar)?$`);

export type PageKind = 'ad' | 'app' | 'other';

/** An ad's own page opens offline from the cache; the app's pages from the app shell; anything else says offline. */
export function pageKind(url: URL): PageKind {
  if (AD_PAGE.test(url.pathname)) return 'ad';
  if (url.pathname === '/app' || url.pathname.startsWith('/app/')) return 'app';
  return 'other';
}

/** Public answers about one ad (the ad, its seller card, similar ads): what an ad page reads, kept for offline. */
export function isAdData(url: URL): boolean {
  return AD_DATA.test(url.pathname);
}

export function isPhoto(url: URL): boolean {
  return url.pathname.startsWith('/api/uploads/ads/');
}

/**
 * Whether an answer may be kept on the device: only what the server marked `public` (RFC 9111 §5.2.2.9: a shared
 * cache may keep it even for a signed-in request), never `private` or `no-store`, never one that sets a cookie. An
 * answer meant for one person (the Merkliste, messages, a photo by a signed link) is never written to a cache.
 */
export function mayKeep(response: Pick<Response, 'ok' | 'status' | 'headers'>): boolean {
  if (!response.ok || response.status !== 200) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(control)) return false;
  if (response.headers.has('set-cookie')) return false;
  return /\bpublic\b/.test(control);
}

/** An ad page (HTML) may be kept: the server renders it the same for every visitor (no session in it). */
export function mayKeepPage(response: Pick<Response, 'ok' | 'status' | 'headers'>): boolean {
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return response.status === 200 && !/\b(private|no-store)\b/.test(control) && !response.headers.has('set-cookie');
}

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: string;
}

/** The push's JSON, or null for anything else (a push service's test message): shown as nothing rather than broken. */
export function readPush(text: string | null): PushPayload | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PushPayload>;
    const fields = ['title', 'body', 'url', 'tag', 'kind'] as const;
    if (fields.some((field) => typeof data[field] !== 'string')) return null;
    // Only a page of this site opens from a notification.
    if (!data.url!.startsWith('/') || data.url!.startsWith('//')) return null;
    return data as PushPayload;
  } catch {
    return null;
  }
}

/**
 * One notification per conversation (or search, or viewing): a newer push replaces the one shown, and says how many
 * came since it was last looked at ("(3)").
 */
export function notificationFor(
  push: PushPayload,
  shownBefore: number,
): { title: string; options: NotificationOptions } {
  const count = shownBefore + 1;
  return {
    title: count > 1 ? `${push.title} (${count})` : push.title,
    options: {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: push.url, count },
      // A replacement buzzes again: it is news.
      ...({ renotify: true } as object),
    },
  };
}
