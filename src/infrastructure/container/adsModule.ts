import { ContainerModule } from 'inversify';
import { AdContactApi, AdFormStore, OwnAdsApi } from '../../application/ads/ports';
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
import { OpenImmoApi } from '../../application/openimmo/ports';
import { SendOpenImmoTransfer } from '../../application/openimmo/SendOpenImmoTransfer';
import { LoadOpenImmoTransfers } from '../../application/openimmo/LoadOpenImmoTransfers';
import { DownloadOpenImmoStock } from '../../application/openimmo/DownloadOpenImmoStock';
import { SaveFeedbackEmail } from '../../application/openimmo/SaveFeedbackEmail';
import { Downloads } from '../../application/shared/ports';
import { OpenImmoApiHttp } from '../http/OpenImmoApiHttp';

/** Acting on ads: contacting and reporting, one's own ads, the ad form, OpenImmo transfers (feature area "ads"). */
export function adsModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AdFormStore).toConstantValue(new AdFormStoreLocalStorage(storage));
    bind(LoadMyAds).toDynamicValue((c) => new LoadMyAds(c.get(OwnAdsApi)));
    bind(SaveAdDetails).toDynamicValue((c) => new SaveAdDetails(c.get(OwnAdsApi), c.get(AdFormStore)));
    bind(UploadAdImage).toDynamicValue((c) => new UploadAdImage(c.get(OwnAdsApi)));
    bind(RemoveAdImage).toDynamicValue((c) => new RemoveAdImage(c.get(OwnAdsApi)));
    bind(ReorderAdImages).toDynamicValue((c) => new ReorderAdImages(c.get(OwnAdsApi)));
    bind(PublishAd).toDynamicValue((c) => new PublishAd(c.get(OwnAdsApi), c.get(AdFormStore)));
    bind(ArchiveAd).toDynamicValue((c) => new ArchiveAd(c.get(OwnAdsApi)));
    bind(PauseAd).toDynamicValue((c) => new PauseAd(c.get(OwnAdsApi)));
    bind(ExtendAd).toDynamicValue((c) => new ExtendAd(c.get(OwnAdsApi)));
    bind(BumpAd).toDynamicValue((c) => new BumpAd(c.get(OwnAdsApi)));
    bind(LoadAdStats).toDynamicValue((c) => new LoadAdStats(c.get(OwnAdsApi)));
    bind(ResumeAd).toDynamicValue((c) => new ResumeAd(c.get(OwnAdsApi)));
    bind(DeleteAd).toDynamicValue((c) => new DeleteAd(c.get(OwnAdsApi), c.get(AdFormStore)));
    bind(ContactSeller).toDynamicValue((c) => new ContactSeller(c.get(AdContactApi)));
    bind(ReportAd).toDynamicValue((c) => new ReportAd(c.get(AdContactApi)));
    // A trader's OpenImmo transfers (issue 72).
    bind(OpenImmoApi).to(OpenImmoApiHttp).inSingletonScope();
    bind(SendOpenImmoTransfer).toDynamicValue((c) => new SendOpenImmoTransfer(c.get(OpenImmoApi)));
    bind(LoadOpenImmoTransfers).toDynamicValue((c) => new LoadOpenImmoTransfers(c.get(OpenImmoApi)));
    bind(SaveFeedbackEmail).toDynamicValue((c) => new SaveFeedbackEmail(c.get(OpenImmoApi)));
    bind(DownloadOpenImmoStock).toDynamicValue((c) => new DownloadOpenImmoStock(c.get(OpenImmoApi), c.get(Downloads)));
  });
}
