import type { Favorite } from '../../domain/favorite';
import type { SessionState } from '../auth/ports';
import { RequestError } from '../shared/RequestError';
import type { FavoritesApi, FavoritesCopy, SavedAds } from './ports';

/** The Merkliste as shown: fresh from the server, or — without a connection — as it was last loaded here. */
export interface LoadedFavorites {
  favorites: Favorite[];
  /** When the copy shown offline was made (ISO); null for what the server just said. */
  offlineSince: string | null;
}

/** The Merkliste page: the saved ads with their current state; the hearts follow what the server says. */
export class LoadFavorites {
  constructor(
    private readonly api: FavoritesApi,
    private readonly saved: SavedAds,
    private readonly copy: FavoritesCopy,
    private readonly session: Pick<SessionState, 'user'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(): Promise<LoadedFavorites> {
    const userId = this.session.user?.id ?? null;
    try {
      const favorites = await this.api.list();
      this.saved.replace(favorites.map((f) => f.adId));
      if (userId) this.copy.save(userId, favorites, this.now());
      return { favorites, offlineSince: null };
    } catch (error) {
      // Only a missing connection falls back; an answer of the server (a session that ended) is its answer.
      const offline = error instanceof RequestError && error.kind !== 'http';
      const kept = offline && userId ? this.copy.read(userId) : null;
      if (!kept) throw error;
      this.saved.replace(kept.favorites.map((f) => f.adId));
      return { favorites: kept.favorites, offlineSince: kept.savedAt };
    }
  }
}
