import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import { priceChanged, type Favorite } from '../../../domain/favorite';
import { LoadFavorites } from '../../../application/favorites/LoadFavorites';
import { SavedAds } from '../../../application/favorites/ports';

/** The Merkliste page: what the account has saved, with each ad's current state. */
@injectable()
export class FavoritesPresenter {
  favorites: Favorite[] = [];
  /** Shown without a connection: when the copy on this device was made (ISO), else null. */
  offlineSince: string | null = null;
  loading = true;
  errorCode: string | null = null;
  private readonly deps: { loadFavorites: LoadFavorites; saved: SavedAds };

  constructor(@inject(LoadFavorites) loadFavorites: LoadFavorites, @inject(SavedAds) saved: SavedAds) {
    this.deps = { loadFavorites, saved };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  /** Taken off with its heart: the entry leaves the list at once (the heart's own toast says so). */
  get shown(): Favorite[] {
    return this.favorites.filter((f) => this.deps.saved.has(f.adId));
  }

  priceChanged(favorite: Favorite): boolean {
    return priceChanged(favorite);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    try {
      const { favorites, offlineSince } = await this.deps.loadFavorites.execute();
      runInAction(() => {
        this.favorites = favorites;
        this.offlineSince = offlineSince;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
