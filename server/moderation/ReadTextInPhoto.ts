import type { ImageStorage } from '../ads/ports';
import type { Logger, UnitOfWork } from '../platform/ports';
import type { PhotoTextReader } from './ports';
import type { RiskAssessment } from './RiskAssessment';
import { offPlatformContacts } from './scamText';

/**
 * Reads the text printed in a new photo (a job queued by the upload, off the request path: OCR takes seconds) and keeps
 * the contacts found in it — phone numbers, e-mail addresses, messenger handles, IBANs — for the risk check, which
 * weighs them as it weighs the same in the ad's text. Only those are kept, never the rest of what the photo says. An ad
 * already live is judged again with them and goes back to review when it must (issue 69: a number on a sign).
 */
export class ReadTextInPhoto {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'users' | 'fingerprints' | 'riskAssessments' | 'auditLog' | 'decisions'>;
      images: Pick<ImageStorage, 'bytesOf'>;
      reader: PhotoTextReader;
      risk: Pick<RiskAssessment, 'judgeAgain'>;
      log: Logger;
      /** After the ad went back to review (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute({ adId, imageId }: { adId: string; imageId: string }): Promise<void> {
    const { uow, images, reader } = this.deps;
    const ad = await uow.repos.ads.findById(adId);
    const image = ad?.images.find((candidate) => candidate.id === imageId);
    // The photo or its ad was removed while the job waited: nothing to read.
    if (!ad || !image) return;
    const bytes = await images.bytesOf(image.storageKey, Math.max(...image.widths));
    if (!bytes) return;
    const contacts = offPlatformContacts(await reader.read(bytes));
    if (contacts.length === 0) return;
    await uow.repos.fingerprints.addPhotoTexts(
      ad,
      imageId,
      contacts.map((contact) => contact.value),
    );
    this.deps.log.info({ adId, imageId, kinds: contacts.map((contact) => contact.kind) }, 'contacts found in a photo');
    const now = await uow.repos.ads.findById(adId);
    const owner = now && (await uow.repos.users.findById(now.ownerId));
    if (!now || !owner || now.status !== 'active') return;
    if (await this.deps.risk.judgeAgain(uow.repos, now, owner)) {
      await uow.repos.ads.update(adId, { status: 'pending' });
      this.deps.adsChanged();
    }
  }
}
