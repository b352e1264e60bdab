import { ContainerModule } from 'inversify';
import { SessionState } from '../../application/auth/ports';
import { LoadFavorites } from '../../application/favorites/LoadFavorites';
import { FavoritesApi, FavoritesCopy, LocalFavorites, SavedAds } from '../../application/favorites/ports';
import { SyncFavorites } from '../../application/favorites/SyncFavorites';
import { ToggleFavorite } from '../../application/favorites/ToggleFavorite';
import { Logger } from '../../application/shared/ports';
import { FavoritesApiHttp } from '../http/FavoritesApiHttp';
import { SavedAdsMobx } from '../session/SavedAdsMobx';
import { LocalFavoritesLocalStorage } from '../storage/LocalFavoritesLocalStorage';
import { FavoritesCopyLocalStorage } from '../storage/FavoritesCopyLocalStorage';

/** The Merkliste: every ad card carries a heart, so this is there from the start. */
export function favoritesModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FavoritesApi).to(FavoritesApiHttp).inSingletonScope();
    bind(LocalFavorites).toConstantValue(new LocalFavoritesLocalStorage(storage));
    bind(SavedAds).toConstantValue(new SavedAdsMobx());
    bind(ToggleFavorite).toDynamicValue(
      (c) => new ToggleFavorite(c.get(FavoritesApi), c.get(LocalFavorites), c.get(SavedAds), c.get(SessionState)),
    );
    bind(SyncFavorites).toDynamicValue(
      (c) =>
        new SyncFavorites(
          c.get(FavoritesApi),
          c.get(LocalFavorites),
          c.get(SavedAds),
          c.get(SessionState),
          c.get(Logger),
        ),
    );
    bind(FavoritesCopy).toConstantValue(new FavoritesCopyLocalStorage(storage));
    bind(LoadFavorites).toDynamicValue(
      (c) => new LoadFavorites(c.get(FavoritesApi), c.get(SavedAds), c.get(FavoritesCopy), c.get(SessionState)),
    );
  });
}
