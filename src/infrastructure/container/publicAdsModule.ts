import { ContainerModule } from 'inversify';
import { AdContactApi, AdsApi, OwnAdsApi, PublicAdsApi } from '../../application/ads/ports';
import { LoadAd } from '../../application/ads/LoadAd';
import { LoadSimilarAds } from '../../application/ads/LoadSimilarAds';
import { LoadSeller } from '../../application/ads/LoadSeller';
import { SearchAds } from '../../application/ads/SearchAds';
import { AdMapApi, MapAds } from '../../application/ads/MapAds';
import { PlacesApi } from '../../application/places/ports';
import { SuggestPlaces } from '../../application/places/SuggestPlaces';
import { AdMapApiHttp } from '../http/AdMapApiHttp';
import { AdsApiHttp } from '../http/AdsApiHttp';
import { PlacesApiHttp } from '../http/PlacesApiHttp';

/** What the landing page and the ads list need from the start: searching and reading ads, and places to search around. */
export function publicAdsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AdsApi).to(AdsApiHttp).inSingletonScope();
    // Each use case asks for the part of the API it uses; all three are the one adapter (a test rebinds AdsApi alone).
    bind(PublicAdsApi).toService(AdsApi);
    bind(OwnAdsApi).toService(AdsApi);
    bind(AdContactApi).toService(AdsApi);
    bind(SearchAds).toDynamicValue((c) => new SearchAds(c.get(PublicAdsApi)));
    bind(LoadAd).toDynamicValue((c) => new LoadAd(c.get(PublicAdsApi)));
    bind(LoadSimilarAds).toDynamicValue((c) => new LoadSimilarAds(c.get(PublicAdsApi)));
    bind(LoadSeller).toDynamicValue((c) => new LoadSeller(c.get(PublicAdsApi)));
    bind(AdMapApi).to(AdMapApiHttp).inSingletonScope();
    bind(MapAds).toDynamicValue((c) => new MapAds(c.get(AdMapApi)));
    bind(PlacesApi).to(PlacesApiHttp).inSingletonScope();
    bind(SuggestPlaces).toDynamicValue((c) => new SuggestPlaces(c.get(PlacesApi)));
  });
}
