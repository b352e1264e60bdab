import type { LocalFavorites } from '../../application/favorites/ports';
import { readJson, STORAGE_KEYS, writeJson } from './SessionStoreLocalStorage';

/** More than a visitor keeps before signing in; bounds what one key in the browser's storage holds. */
const MAX_LOCAL_FAVORITES = 200;

/** A visitor's Merkliste as a JSON list of ad ids, newest first. Corrupt entries read as an empty list. */
export class LocalFavoritesLocalStorage implements LocalFavorites {
  constructor(private readonly storage: Storage) {}

  ids(): string[] {
    const value = readJson<unknown>(this.storage, STORAGE_KEYS.favorites);
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64)
      : [];
  }

  add(adId: string): void {
    writeJson(
      this.storage,
      STORAGE_KEYS.favorites,
      [adId, ...this.ids().filter((id) => id !== adId)].slice(0, MAX_LOCAL_FAVORITES),
    );
  }

  remove(adId: string): void {
    writeJson(
      this.storage,
      STORAGE_KEYS.favorites,
      this.ids().filter((id) => id !== adId),
    );
  }

  clear(): void {
    try {
      this.storage.removeItem(STORAGE_KEYS.favorites);
    } catch {
      // nothing to clear when storage is unavailable
    }
  }
}
