/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { OUTBOX_SENT_MESSAGE, OUTBOX_SYNC_TAG } from '../infrastructure/offline/outboxNames';
import { sendStored, type SendOutcome, type StoredMessage } from '../infrastructure/offline/outboxStore';
import {
  APP_SHELL_URL,
  CACHES,
  isAdData,
  isPhoto,
  KEPT_SECONDS,
  mayKeep,
  mayKeepPage,
  notificationFor,
  OFFLINE_ADS,
  OFFLINE_PAGE_URL,
  pageKind,
  PHOTOS_KEPT,
  readPush,
} from './policy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The app shell, the offline page and the build's hashed files, as this version of the app was built.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first install controls the open page at once. An update waits until the person chooses "neu laden" (the page
// sends SKIP_WAITING then), so an open page never mixes this version's files with the next one's.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const keepPublic = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};
const lastAds = () => new ExpirationPlugin({ maxEntries: OFFLINE_ADS, maxAgeSeconds: KEPT_SECONDS });

// An ad's page: from the network when there is one (a slow one gets 4 s), else as it was last seen here.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && pageKind(url) === 'ad',
  new NetworkFirst({
    cacheName: CACHES.adPages,
    networkTimeoutSeconds: 4,
    // The page varies by language and encoding; offline, the copy there is is better than none.
    matchOptions: { ignoreVary: true },
    plugins: [{ cacheWillUpdate: async ({ response }) => (mayKeepPage(response) ? response : null) }, lastAds()],
  }),
);
// The same ad read by the app (a link inside the app): its public answers, kept as long as its page.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isAdData(url),
  new NetworkFirst({ cacheName: CACHES.adData, networkTimeoutSeconds: 4, plugins: [keepPublic, lastAds()] }),
);
// Photos never change under their address (a new upload is a new one): kept once seen, a few hundred at most.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isPhoto(url),
  new CacheFirst({
    cacheName: CACHES.photos,
    plugins: [keepPublic, new ExpirationPlugin({ maxEntries: PHOTOS_KEPT, maxAgeSeconds: KEPT_SECONDS })],
  }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/locales/'),
  new StaleWhileRevalidate({ cacheName: CACHES.translations }),
);
// Hashed files left out of the precache (payment and sign-in libraries, charts): kept once fetched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 80 })] }),
);
// Every other page: always from the network; offline, the app's pages open as the app, the rest says what works.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = pageKind(url) === 'app' ? await matchPrecache(APP_SHELL_URL) : undefined;
  return page ?? (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
});

// Push: the notification replaces the last one of its conversation (or search, or viewing) and counts them.
self.addEventListener('push', (event) => {
  const push = readPush(event.data?.text() ?? null);
  if (!push) return;
  event.waitUntil(
    (async () => {
      const [shown] = await self.registration.getNotifications({ tag: push.tag });
      const before = Number((shown?.data as { count?: number } | undefined)?.count ?? 0);
      const { title, options } = notificationFor(push, before);
      await self.registration.showNotification(title, options);
    })(),
  );
});

// A click opens the page the push was about: in a window of this site if one is open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | undefined)?.url ?? '/';
  const opened = openPage(new URL(path, self.location.origin).href);
  try {
    event.waitUntil(opened);
  } catch {
    // An event not made by the browser (DevTools' test of a click) has no lifetime to extend; the page opens anyway.
  }
});

async function openPage(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.url === target) ?? windows[0];
  if (!open) return void (await self.clients.openWindow(target));
  const shown = open.url === target ? open : ((await open.navigate(target).catch(() => null)) ?? open);
  await shown.focus().catch(() => undefined);
}

/** One stored message to the server, with the session's token of when it was written. */
async function sendOne(message: StoredMessage): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/conversations/${message.conversationId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${message.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: message.body, clientId: message.clientId }),
    });
  } catch {
    return { sent: false, offline: true };
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: unknown; error?: string };
  if (response.ok) return { sent: true, message: answer.data };
  // Overloaded or rate-limited: not the message's fault, so it waits for the next try.
  if (response.status === 429 || response.status >= 500) return { sent: false, offline: true };
  return { sent: false, code: answer.error ?? 'INTERNAL' };
}

// Background Sync: the browser wakes this worker once the connection is back, even with no page open.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window' });
      const { offline } = await sendStored(sendOne, (message, answer) => {
        for (const page of pages)
          page.postMessage({ type: OUTBOX_SENT_MESSAGE, conversationId: message.conversationId, message: answer });
      });
      // Still offline: rejecting asks the browser to try again later.
      if (offline) throw new Error('still offline');
    })(),
  );
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
