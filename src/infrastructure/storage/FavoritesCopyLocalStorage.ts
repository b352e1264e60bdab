import type { Favorite } from '../../domain/favorite';
import type { FavoritesCopy } from '../../application/favorites/ports';
import { readJson, STORAGE_KEYS, writeJson } from './SessionStoreLocalStorage';

interface Kept {
  userId: string;
  savedAt: string;
  favorites: Favorite[];
}

/**
 * The Merkliste's last answer in local storage, for one person at a time (the one signed in here): another person's
 * copy is never read, and signing out removes it (SessionStoreLocalStorage.forgetLocalCopies).
 */
export class FavoritesCopyLocalStorage implements FavoritesCopy {
  constructor(private readonly storage: Storage) {}

  save(userId: string, favorites: Favorite[], at: Date): void {
    writeJson(this.storage, STORAGE_KEYS.offlineFavorites, { userId, savedAt: at.toISOString(), favorites });
  }

  read(userId: string): { favorites: Favorite[]; savedAt: string } | null {
    const kept = readJson<Kept>(this.storage, STORAGE_KEYS.offlineFavorites);
    if (!kept || kept.userId !== userId || !Array.isArray(kept.favorites) || typeof kept.savedAt !== 'string')
      return null;
    return { favorites: kept.favorites, savedAt: kept.savedAt };
  }
}
