import { makeAutoObservable } from 'mobx';
import type { Connectivity } from '../../src/application/device/ports';

/** The connection as a test sets it: `goOffline()`, `comeBack()` (which tells the listeners, as the browser does). */
export class ConnectivityInMemory implements Connectivity {
  online = true;
  private readonly listeners = new Set<() => void>();

  constructor() {
    makeAutoObservable<this, 'listeners'>(this, { listeners: false });
  }

  onReturn(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  goOffline(): void {
    this.online = false;
  }

  comeBack(): void {
    this.online = true;
    for (const listener of this.listeners) listener();
  }
}
