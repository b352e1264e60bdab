import { makeAutoObservable } from 'mobx';
import type { Connectivity } from '../../application/device/ports';

/** navigator.onLine and its events; online when there is no browser (the server's render). */
export class ConnectivityBrowser implements Connectivity {
  online: boolean;
  private readonly listeners = new Set<() => void>();

  constructor(view: Window | null = typeof window === 'undefined' ? null : window) {
    this.online = view?.navigator.onLine ?? true;
    makeAutoObservable<this, 'listeners'>(this, { listeners: false });
    view?.addEventListener('offline', () => this.set(false));
    view?.addEventListener('online', () => {
      this.set(true);
      for (const listener of this.listeners) listener();
    });
  }

  onReturn(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(online: boolean): void {
    this.online = online;
  }
}
