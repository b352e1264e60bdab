import { ContainerModule } from 'inversify';
import { SnackbarPresenter } from '../components/SnackbarPresenter';
import { SavedAdsPresenter } from '../components/favorites/SavedAdsPresenter';
import { AdsListMemory } from '../pages/ads/AdsListMemory';
import { AppPresenter } from './AppPresenter';
import { PrerenderedState } from './prerenderedState';

/** App-wide presenters live once; every other presenter is autobound per view. */
export function uiModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppPresenter).toSelf().inSingletonScope();
    bind(SnackbarPresenter).toSelf().inSingletonScope();
    bind(SavedAdsPresenter).toSelf().inSingletonScope();
    bind(AdsListMemory).toSelf().inSingletonScope();
    bind(PrerenderedState).toConstantValue(new PrerenderedState());
  });
}
