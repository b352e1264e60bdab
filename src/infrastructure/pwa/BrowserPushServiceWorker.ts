import type { BrowserPush, PushPermission } from '../../application/device/ports';
import type { PushSubscriptionJson } from '../../domain/push';

/** The VAPID key as the Push API takes it: the raw P-256 point, decoded from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Web Push through the app's service worker (PushManager). iOS offers it only to the installed app (Home-Bildschirm),
 * so `supported` is false in Safari's tab there, and the profile explains what to do.
 */
export class BrowserPushServiceWorker implements BrowserPush {
  readonly supported: boolean;

  constructor(
    private readonly view: (Window & typeof globalThis) | null = typeof window === 'undefined' ? null : window,
  ) {
    this.supported =
      !!this.view &&
      'serviceWorker' in this.view.navigator &&
      'PushManager' in this.view &&
      'Notification' in this.view;
  }

  permission(): PushPermission {
    return this.supported ? this.view!.Notification.permission : 'denied';
  }

  async subscribe(publicKey: string): Promise<PushSubscriptionJson | null> {
    if (!this.supported) return null;
    const asked =
      this.permission() === 'default' ? await this.view!.Notification.requestPermission() : this.permission();
    if (asked !== 'granted') return null;
    const registration = await this.view!.navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot receive our pushes: a new one.
    const current = existing?.options.applicationServerKey;
    const sameKey = current && new Uint8Array(current).join() === keyBytes(publicKey).join();
    if (existing && !sameKey) await existing.unsubscribe();
    const subscription =
      existing && sameKey
        ? existing
        : await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(publicKey),
          });
    const json = subscription.toJSON();
    return {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    };
  }

  async unsubscribe(): Promise<void> {
    if (!this.supported) return;
    const registration = await this.view!.navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  }

  async subscribed(): Promise<boolean> {
    if (!this.supported) return false;
    const registration = await this.view!.navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) != null;
  }
}
