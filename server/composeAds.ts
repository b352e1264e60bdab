import type { ServerConfig } from './config';
import type { chooseAdapters } from './chooseAdapters';
import { AdStats } from './ads/AdStats';
import { BumpAdHandler } from './ads/BumpAdHandler';
import { CheckAdPublic } from './ads/CheckAdPublic';
import { CreateAdDraft } from './ads/CreateAdDraft';
import { DeleteAdHandler } from './ads/DeleteAdHandler';
import { EditAd } from './ads/EditAd';
import { ExpireDueAds } from './ads/ExpireDueAds';
import { ExpiryReminders } from './ads/ExpiryReminders';
import { ExtendAdHandler } from './ads/ExtendAdHandler';
import { ImageSweeper } from './ads/ImageSweeper';
import { ListMyAds } from './ads/ListMyAds';
import { PauseAdHandler } from './ads/PauseAdHandler';
import { PublishAdHandler } from './ads/PublishAdHandler';
import { ReadAd } from './ads/ReadAd';
import { ReadAdPageState } from './ads/ReadAdPageState';
import { RemoveAdImageHandler } from './ads/RemoveAdImageHandler';
import { ReorderAdImagesHandler } from './ads/ReorderAdImagesHandler';
import { RepeatViews } from './ads/RepeatViews';
import { ResumeAdHandler } from './ads/ResumeAdHandler';
import { UploadAdImageHandler } from './ads/UploadAdImageHandler';
import { megapixelsOf } from './ads/adapters/webpSizes';
import type { RiskAssessment } from './moderation/ports';
import type { Logger } from './platform/ports';
import type { AdLocator } from './search/ports';

/**
 * Ads: what visitors may see, owners' drafts, edits and publishing, photos, pausing and running time, the sellers'
 * statistics, and the housekeeping (expiry, reminders, orphaned images).
 */
export function composeAds(
  config: ServerConfig,
  adapters: Awaited<ReturnType<typeof chooseAdapters>>,
  log: Logger,
  deps: { risk: RiskAssessment; locator: AdLocator; adsChanged: () => void },
) {
  const { uow, clock, images, attempts, mailer, jobs } = adapters;
  const { risk, locator, adsChanged } = deps;
  const { moderation, quotas, publicUrl } = config;
  const readAd = new ReadAd({ uow, clock });
  return {
    readAd,
    checkAdPublic: new CheckAdPublic({ readAd }),
    readAdPageState: new ReadAdPageState({ uow, readAd }),
    listMyAds: new ListMyAds({ uow }),
    createAdDraft: new CreateAdDraft({ uow, clock, quotas, locator }),
    editAd: new EditAd({ uow, clock, moderation, risk, locator, adsChanged }),
    deleteAd: new DeleteAdHandler({ uow, images, log, adsChanged }),
    publishAd: new PublishAdHandler({ uow, clock, moderation, risk, adsChanged }),
    expireDueAds: new ExpireDueAds({ uow, clock, adsChanged }),
    uploadAdImage: new UploadAdImageHandler({
      uow,
      risk,
      images,
      log,
      moderation,
      attempts,
      quotas,
      megapixels: megapixelsOf,
      adsChanged,
      readTextLater: adapters.photoTextReader
        ? (adId, imageId) => jobs.enqueue('read-photo-text', { adId, imageId })
        : null,
    }),
    removeAdImage: new RemoveAdImageHandler({ uow, images, log, adsChanged }),
    reorderAdImages: new ReorderAdImagesHandler({ uow, adsChanged }),
    pauseAd: new PauseAdHandler({ uow, clock, adsChanged }),
    resumeAd: new ResumeAdHandler({ uow, clock, adsChanged }),
    extendAd: new ExtendAdHandler({ uow, clock, adsChanged }),
    bumpAd: new BumpAdHandler({ uow, clock, adsChanged }),
    adStats: new AdStats({ uow, clock, log }),
    repeatViews: new RepeatViews(clock),
    expiryReminders: new ExpiryReminders({ uow, clock, mailer, publicUrl }),
    imageSweeper: new ImageSweeper({ uow, images, clock, log }),
  };
}

export type AdsUseCases = ReturnType<typeof composeAds>;
