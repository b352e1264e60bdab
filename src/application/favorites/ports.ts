import type { ServiceIdentifier } from 'inversify';
import type { Favorite } from '../../domain/favorite';

/** The signed-in person's Merkliste on the server. */
export interface FavoritesApi {
  /** GET /favorites: newest first. */
  list(): Promise<Favorite[]>;
  /** PUT /favorites/:adId: saving twice is saving once. */
  save(adId: string): Promise<void>;
  /** DELETE /favorites/:adId: removing twice is removing once. */
  remove(adId: string): Promise<void>;
}
export const FavoritesApi = Symbol.for('FavoritesApi') as ServiceIdentifier<FavoritesApi>;

/** A visitor's Merkliste, kept in this browser until they sign in (then it moves into the account). */
export interface LocalFavorites {
  /** Newest first. */
  ids(): string[];
  add(adId: string): void;
  remove(adId: string): void;
  clear(): void;
}
export const LocalFavorites = Symbol.for('LocalFavorites') as ServiceIdentifier<LocalFavorites>;

/** Which ads are saved right now, observable by every heart on screen. */
export interface SavedAds {
  readonly ids: readonly string[];
  has(adId: string): boolean;
  replace(ids: string[]): void;
  add(adId: string): void;
  remove(adId: string): void;
}
export const SavedAds = Symbol.for('SavedAds') as ServiceIdentifier<SavedAds>;

/**
 * The signed-in person's Merkliste as it was last loaded, kept in this browser so that it opens offline (issue 46);
 * each person's apart, and gone when they sign out.
 */
export interface FavoritesCopy {
  save(userId: string, favorites: Favorite[], at: Date): void;
  read(userId: string): { favorites: Favorite[]; savedAt: string } | null;
}
export const FavoritesCopy = Symbol.for('FavoritesCopy') as ServiceIdentifier<FavoritesCopy>;
