import { makeAutoObservable } from 'mobx';
import type { AppUpdates } from '../../application/device/ports';

/**
 * The service worker registered with workbox-window (loaded only now, after the app started): a new version that
 * installed waits, and the page offers "Neue Version verfügbar – neu laden" instead of mixing two versions' files. On
 * the person's click the waiting worker takes over and the page reloads into it.
 */
export class AppUpdatesWorkbox implements AppUpdates {
  available = false;
  private update: (() => void) | null = null;

  constructor(
    private readonly view: (Window & typeof globalThis) | null = typeof window === 'undefined' ? null : window,
    private readonly scriptUrl = '/sw.js',
  ) {
    makeAutoObservable<this, 'update' | 'view' | 'scriptUrl'>(this, { update: false, view: false, scriptUrl: false });
  }

  start(): void {
    const view = this.view;
    if (!view || !('serviceWorker' in view.navigator)) return;
    void import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox(this.scriptUrl, { scope: '/' });
        workbox.addEventListener('waiting', () => {
          this.offer(() => {
            // Once the new worker controls the page, its files are the ones to load.
            workbox.addEventListener('controlling', () => view.location.reload());
            workbox.messageSkipWaiting();
          });
        });
        return workbox.register();
      })
      .catch(() => undefined); // No service worker (a development server, a browser that refuses): the app works on.
  }

  reload(): void {
    this.update?.();
  }

  private offer(update: () => void): void {
    this.update = update;
    this.available = true;
  }
}
