import { makeAutoObservable } from 'mobx';
import type { AppInstallation, AppUpdates, InstallState } from '../../src/application/device/ports';

/** A waiting update as a test makes it (`offer()`), and whether the person reloaded into it. */
export class AppUpdatesInMemory implements AppUpdates {
  available = false;
  started = 0;
  reloaded = 0;

  constructor() {
    makeAutoObservable(this);
  }

  start(): void {
    this.started += 1;
  }

  offer(): void {
    this.available = true;
  }

  reload(): void {
    this.reloaded += 1;
  }
}

/** The install offer as a test sets it, and what the person chooses in the browser's dialog. */
export class AppInstallationInMemory implements AppInstallation {
  state: InstallState = 'unavailable';
  choice: 'accepted' | 'dismissed' = 'accepted';
  prompted = 0;

  constructor() {
    makeAutoObservable(this);
  }

  async install(): Promise<boolean> {
    if (this.state !== 'installable') return false;
    this.prompted += 1;
    if (this.choice === 'accepted') this.state = 'installed';
    return this.choice === 'accepted';
  }
}
