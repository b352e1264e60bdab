import { makeAutoObservable } from 'mobx';
import type { SavedAds } from '../../application/favorites/ports';

/** Observable, so every heart on screen re-renders when an ad is saved or the session's list arrives. */
export class SavedAdsMobx implements SavedAds {
  ids: string[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  has(adId: string): boolean {
    return this.ids.includes(adId);
  }

  replace(ids: string[]): void {
    this.ids = [...new Set(ids)];
  }

  add(adId: string): void {
    if (!this.has(adId)) this.ids = [adId, ...this.ids];
  }

  remove(adId: string): void {
    this.ids = this.ids.filter((id) => id !== adId);
  }
}
