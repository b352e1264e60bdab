import type { Favorite } from '../../domain/favorite';
import type { FavoritesApi, SavedAds } from './ports';

/** The Merkliste page: the saved ads with their current state; the hearts follow what the server says. */
export class LoadFavorites {
  constructor(
    private readonly api: FavoritesApi,
    private readonly saved: SavedAds,
  ) {}

  async execute(): Promise<Favorite[]> {
    const favorites = await this.api.list();
    this.saved.replace(favorites.map((f) => f.adId));
    return favorites;
  }
}
