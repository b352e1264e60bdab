import type { AdsUseCases } from './composeAds';
import type { Clock, Logger, Mailer, UnitOfWork } from './platform/ports';
import { ImportOpenImmoTransfer } from './openimmo/ImportOpenImmoTransfer';
import { ListOpenImmoTransfers } from './openimmo/ListOpenImmoTransfers';
import { ExportOpenImmoStock } from './openimmo/ExportOpenImmoStock';
import { ReadOpenImmoFeedback } from './openimmo/ReadOpenImmoFeedback';
import { ForgetOldTransfers } from './openimmo/ForgetOldTransfers';
import { MailOpenImmoFeedback } from './openimmo/MailOpenImmoFeedback';
import { SaveOpenImmoSettings } from './openimmo/SaveOpenImmoSettings';
import { TransferWriterFastXmlYazl } from './openimmo/adapters/TransferWriterFastXmlYazl';
import type { ImageStorage } from './ads/ports';
import { OpenImmoXmlReaderFastXml } from './openimmo/adapters/OpenImmoXmlReaderFastXml';
import { TransferUnpackerYauzl } from './openimmo/adapters/TransferUnpackerYauzl';

/** OpenImmo: agents' transfers in, through the ads' own use cases (the same checks as the form), and their stock out. */
export function composeOpenImmo(deps: {
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  images: ImageStorage;
  ads: AdsUseCases;
  publicUrl: string;
  mailer: Mailer;
}) {
  const { uow, clock, log, images, ads, publicUrl, mailer } = deps;
  const writer = new TransferWriterFastXmlYazl();
  const readOpenImmoFeedback = new ReadOpenImmoFeedback({ uow, clock, writer, publicUrl });
  return {
    importOpenImmoTransfer: new ImportOpenImmoTransfer({
      uow,
      clock,
      log,
      unpacker: new TransferUnpackerYauzl(),
      reader: new OpenImmoXmlReaderFastXml(),
      createAdDraft: ads.createAdDraft,
      editAd: ads.editAd,
      deleteAd: ads.deleteAd,
      publishAd: ads.publishAd,
      uploadAdImage: ads.uploadAdImage,
      removeAdImage: ads.removeAdImage,
    }),
    listOpenImmoTransfers: new ListOpenImmoTransfers({ uow }),
    exportOpenImmoStock: new ExportOpenImmoStock({ uow, clock, images, writer }),
    readOpenImmoFeedback,
    saveOpenImmoSettings: new SaveOpenImmoSettings({ uow, clock }),
    mailOpenImmoFeedback: new MailOpenImmoFeedback({
      uow,
      clock,
      mailer,
      log,
      feedback: readOpenImmoFeedback,
      publicUrl,
    }),
    forgetOldTransfers: new ForgetOldTransfers({ uow, clock, log }),
  };
}
