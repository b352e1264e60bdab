import { AdCursorCodec } from './search/AdCursorCodec';
import { AdLocator } from './search/AdLocator';
import { FindSimilarAds } from './search/FindSimilarAds';
import { LoadGazetteer } from './search/LoadGazetteer';
import { MapAdsHandler } from './search/MapAdsHandler';
import { SearchAdsHandler } from './search/SearchAdsHandler';
import { SearchReader } from './search/SearchReader';
import { SuggestPlacesHandler } from './search/SuggestPlacesHandler';
import { UnderstandSearch } from './search/UnderstandSearch';
import type { GazetteerSource, Geocoder } from './search/ports';
import type { ImageStorage } from './ads/ports';
import type { SecretHasher } from './accounts/ports';
import type { Clock, Logger, UnitOfWork } from './platform/ports';

/** The public list and the map: words read as filters, known places, keyset pages, counted ways out of an empty list. */
export function composeSearch(deps: {
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  images: ImageStorage;
  secrets: SecretHasher;
  geocoder: Geocoder | null;
  gazetteer: GazetteerSource;
}) {
  const { uow, clock, images, log } = deps;
  const places = uow.repos.places;
  const reader = new SearchReader({ understand: new UnderstandSearch({ places, clock }), places });
  const searchAds = new SearchAdsHandler({
    uow,
    images,
    clock,
    cursors: new AdCursorCodec(deps.secrets),
    reader,
    places,
  });
  return {
    searchAds,
    findSimilarAds: new FindSimilarAds({ uow, search: searchAds }),
    mapAds: new MapAdsHandler({ uow, clock, reader }),
    suggestPlaces: new SuggestPlacesHandler({ uow }),
    locator: new AdLocator({ places, geocoder: deps.geocoder, log }),
    loadGazetteer: new LoadGazetteer({ places, source: deps.gazetteer, log }),
    reader,
  };
}

export type SearchUseCases = ReturnType<typeof composeSearch>;
