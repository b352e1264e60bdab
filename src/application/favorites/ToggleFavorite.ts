import type { SessionState } from '../auth/ports';
import type { FavoritesApi, LocalFavorites, SavedAds } from './ports';

/**
 * Saves an ad to the Merkliste or takes it off: in the account when someone is signed in, in this browser otherwise.
 * Every heart shows the change at once; a refused change is undone and the error passed on.
 */
export class ToggleFavorite {
  constructor(
    private readonly api: FavoritesApi,
    private readonly local: LocalFavorites,
    private readonly saved: SavedAds,
    private readonly session: SessionState,
  ) {}

  /** Returns whether the ad is saved now. */
  async execute(adId: string): Promise<boolean> {
    const save = !this.saved.has(adId);
    if (save) this.saved.add(adId);
    else this.saved.remove(adId);
    try {
      if (this.session.user === null) {
        if (save) this.local.add(adId);
        else this.local.remove(adId);
      } else if (save) {
        await this.api.save(adId);
      } else {
        await this.api.remove(adId);
      }
    } catch (error) {
      if (save) this.saved.remove(adId);
      else this.saved.add(adId);
      throw error;
    }
    return save;
  }
}
