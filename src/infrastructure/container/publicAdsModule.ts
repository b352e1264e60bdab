import { ContainerModule } from 'inversify';
import { AdsApi } from '../../application/ads/ports';
import { LoadAd } from '../../application/ads/LoadAd';
import { SearchAds } from '../../application/ads/SearchAds';
import { AdsApiHttp } from '../http/AdsApiHttp';

/** What the landing page and the ads list need from the start: searching and reading ads. */
export function publicAdsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AdsApi).to(AdsApiHttp).inSingletonScope();
    bind(SearchAds).toDynamicValue((c) => new SearchAds(c.get(AdsApi)));
    bind(LoadAd).toDynamicValue((c) => new LoadAd(c.get(AdsApi)));
  });
}
