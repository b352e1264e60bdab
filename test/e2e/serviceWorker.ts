import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/**
 * The app's service worker through the DevTools protocol (issue 46): its registration, a push handed to it as a push
 * service would (`ServiceWorker.deliverPushMessage`), the notifications it shows, and a click on one.
 */
export interface PushTarget {
  cdp: CDPSession;
  registrationId: string;
}

export async function pushRegistration(context: BrowserContext, page: Page): Promise<PushTarget> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseUrl()}/`);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

export async function deliverPush(
  page: Page,
  { cdp, registrationId }: PushTarget,
  payload: Record<string, unknown>,
): Promise<void> {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl(),
    registrationId,
    data: JSON.stringify(payload),
  });
  // Shown (or replacing one of its group): the worker has handled the push.
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.tag), { timeout: 15_000 })
    .toContain(payload.tag);
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string; count: number };
}

export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { url: string; count: number },
    }));
  });
}

/** A click on the shown notification (of that kind, else the first), as the worker receives it. */
export async function clickNotification(context: BrowserContext, page: Page, kind?: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  expect(worker, 'the service worker runs').toBeDefined();
  await worker!.evaluate(async (wanted) => {
    // The worker's own scope (the test's DOM types do not describe it).
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const Click = (globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event })
      .NotificationEvent;
    const shown = await scope.registration.getNotifications();
    const prefix = wanted === 'searches' ? 'search-' : (wanted ?? '');
    const notification = shown.find((n) => n.tag.startsWith(prefix)) ?? shown[0];
    scope.dispatchEvent(new Click('notificationclick', { notification }));
  }, kind ?? null);
}
