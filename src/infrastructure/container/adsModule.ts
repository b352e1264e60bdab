import { ContainerModule } from 'inversify';
import { AdFormStore, AdsApi } from '../../application/ads/ports';
import { ArchiveAd } from '../../application/ads/ArchiveAd';
import { PauseAd } from '../../application/ads/PauseAd';
import { ExtendAd } from '../../application/ads/ExtendAd';
import { BumpAd } from '../../application/ads/BumpAd';
import { LoadAdStats } from '../../application/ads/LoadAdStats';
import { ResumeAd } from '../../application/ads/ResumeAd';
import { ContactSeller } from '../../application/ads/ContactSeller';
import { DeleteAd } from '../../application/ads/DeleteAd';
import { LoadMyAds } from '../../application/ads/LoadMyAds';
import { PublishAd } from '../../application/ads/PublishAd';
import { RemoveAdImage } from '../../application/ads/RemoveAdImage';
import { ReorderAdImages } from '../../application/ads/ReorderAdImages';
import { ReportAd } from '../../application/ads/ReportAd';
import { SaveAdDetails } from '../../application/ads/SaveAdDetails';
import { UploadAdImage } from '../../application/ads/UploadAdImage';
import { AdFormStoreLocalStorage } from '../storage/AdFormStoreLocalStorage';

/** Acting on ads: contacting and reporting, one's own ads, the ad form (feature area "ads"). */
export function adsModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AdFormStore).toConstantValue(new AdFormStoreLocalStorage(storage));
    bind(LoadMyAds).toDynamicValue((c) => new LoadMyAds(c.get(AdsApi)));
    bind(SaveAdDetails).toDynamicValue((c) => new SaveAdDetails(c.get(AdsApi), c.get(AdFormStore)));
    bind(UploadAdImage).toDynamicValue((c) => new UploadAdImage(c.get(AdsApi)));
    bind(RemoveAdImage).toDynamicValue((c) => new RemoveAdImage(c.get(AdsApi)));
    bind(ReorderAdImages).toDynamicValue((c) => new ReorderAdImages(c.get(AdsApi)));
    bind(PublishAd).toDynamicValue((c) => new PublishAd(c.get(AdsApi), c.get(AdFormStore)));
    bind(ArchiveAd).toDynamicValue((c) => new ArchiveAd(c.get(AdsApi)));
    bind(PauseAd).toDynamicValue((c) => new PauseAd(c.get(AdsApi)));
    bind(ExtendAd).toDynamicValue((c) => new ExtendAd(c.get(AdsApi)));
    bind(BumpAd).toDynamicValue((c) => new BumpAd(c.get(AdsApi)));
    bind(LoadAdStats).toDynamicValue((c) => new LoadAdStats(c.get(AdsApi)));
    bind(ResumeAd).toDynamicValue((c) => new ResumeAd(c.get(AdsApi)));
    bind(DeleteAd).toDynamicValue((c) => new DeleteAd(c.get(AdsApi), c.get(AdFormStore)));
    bind(ContactSeller).toDynamicValue((c) => new ContactSeller(c.get(AdsApi)));
    bind(ReportAd).toDynamicValue((c) => new ReportAd(c.get(AdsApi)));
  });
}
