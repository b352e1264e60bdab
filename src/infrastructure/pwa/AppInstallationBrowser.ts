import { makeAutoObservable } from 'mobx';
import type { AppInstallation, InstallState } from '../../application/device/ports';

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * "App installieren": Chromium offers the install dialog through `beforeinstallprompt` (kept until the person asks);
 * Safari on iPhone and iPad has no such event — the app is added by hand (Teilen → Zum Home-Bildschirm); an app
 * already opened from the home screen needs nothing.
 */
export class AppInstallationBrowser implements AppInstallation {
  state: InstallState;
  private offer: InstallPromptEvent | null = null;

  constructor(private readonly view: Window | null = typeof window === 'undefined' ? null : window) {
    this.state = view ? this.initialState(view) : 'unavailable';
    makeAutoObservable<this, 'offer' | 'view'>(this, { offer: false, view: false });
    view?.addEventListener('beforeinstallprompt', (event) => {
      // The browser's own mini-bar stays away; the profile's button offers it when the person wants it.
      event.preventDefault();
      this.offered(event as InstallPromptEvent);
    });
    view?.addEventListener('appinstalled', () => this.installed());
  }

  async install(): Promise<boolean> {
    const offer = this.offer;
    if (!offer) return false;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    this.offer = null;
    if (outcome === 'accepted') this.installed();
    return outcome === 'accepted';
  }

  private initialState(view: Window): InstallState {
    const standalone =
      view.matchMedia?.('(display-mode: standalone)').matches ||
      (view.navigator as Navigator & { standalone?: boolean }).standalone === true;
    if (standalone) return 'installed';
    const ua = view.navigator.userAgent;
    // iPadOS says "Macintosh" but has touch; Chrome and Firefox on iOS are Safari underneath and add apps the same way.
    const apple = /\b(iPhone|iPad|iPod)\b/.test(ua) || (/\bMacintosh\b/.test(ua) && view.navigator.maxTouchPoints > 1);
    return apple ? 'ios' : 'unavailable';
  }

  private offered(event: InstallPromptEvent): void {
    this.offer = event;
    this.state = 'installable';
  }

  private installed(): void {
    this.state = 'installed';
  }
}
