import { ApiError } from '../platform/domain/ApiError';
import type { AdImageRecord, AdRecord } from './domain/ad';
import type { UserRecord } from '../accounts/ports';
import type { AttemptCounter, Logger, UnitOfWork } from '../platform/ports';
import type { RiskAssessment } from '../moderation/ports';
import { announceChange, findOwnedAd } from './adWrites';
import type { ImageStorage } from './ports';

/** Uploads one account may have converting at once (in this process); the form sends one after the other. */
const UPLOADS_AT_ONCE = 2;

/**
 * What one account's uploads may cost to convert per minute: a phone photo has 12 megapixels, so 20 of them fit; a
 * flood of 40-megapixel images does not.
 */
export const MEGAPIXELS_PER_MINUTE = 240;

/**
 * The image limit is the ad's package's once it is published, else the largest any package allows; it holds under
 * concurrent uploads (the ad's row is locked while counting). Uploads per account and minute are limited too, and so
 * is what they cost to convert: megapixels per minute, and two at a time per account — so one account's flood of
 * huge images cannot fill the line everybody's photos wait in.
 */
export class UploadAdImageHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'fingerprints' | 'packages' | 'riskAssessments'>;
      /** A new photo on a live ad is judged again with the ad (a copied photo, a QR code to a messenger). */
      risk: RiskAssessment;
      images: ImageStorage;
      log: Logger;
      moderation: boolean;
      /** Uploads per account and minute are counted here (in Redis when several processes share the limits). */
      attempts: AttemptCounter;
      quotas: { uploadsPerMinute: number };
      /** Megapixels an image claims in its header (read without decoding it), null for what is no image. */
      megapixels: (file: Buffer) => Promise<number | null>;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
      /** Queues the photo's OCR (ReadTextInPhoto, off the request path); null when photos' text is not read. */
      readTextLater: ((adId: string, imageId: string) => Promise<void>) | null;
    },
  ) {}

  /** Uploads of each account being converted in this process now (the form sends one photo after the other). */
  private readonly converting = new Map<string, number>();

  async execute(owner: UserRecord, id: string, file: Buffer): Promise<AdRecord> {
    const { uow, attempts, quotas } = this.deps;
    const ad = await findOwnedAd(uow, owner, id);
    if ((await attempts.hit(`uploads:${owner.id}`, 60_000)) > quotas.uploadsPerMinute) {
      throw new ApiError(
        429,
        'UPLOAD_QUOTA_REACHED',
        `At most ${quotas.uploadsPerMinute} uploads per minute; please wait a moment`,
        [],
        60,
      );
    }
    // Taken and counted in one step (no await between): concurrent uploads cannot all see a free slot.
    const running = this.converting.get(owner.id) ?? 0;
    if (running >= UPLOADS_AT_ONCE)
      throw new ApiError(
        429,
        'UPLOAD_QUOTA_REACHED',
        'Photos are converted one after the other; please wait for the ones on their way',
        [],
        5,
      );
    this.converting.set(owner.id, running + 1);
    try {
      const megapixels = (await this.deps.megapixels(file)) ?? 0;
      if (
        megapixels > 0 &&
        (await attempts.hit(`megapixels:${owner.id}`, 60_000, Math.ceil(megapixels))) > MEGAPIXELS_PER_MINUTE
      ) {
        throw new ApiError(
          429,
          'UPLOAD_QUOTA_REACHED',
          `At most ${MEGAPIXELS_PER_MINUTE} megapixels of photos per minute; please wait a moment`,
          [],
          60,
        );
      }
      return await this.store(owner, ad, file);
    } finally {
      const left = (this.converting.get(owner.id) ?? 1) - 1;
      if (left > 0) this.converting.set(owner.id, left);
      else this.converting.delete(owner.id);
    }
  }

  /**
   * A picture of an OpenImmo transfer: the same pipeline and the same image limit, without the per-minute counters a
   * person's clicks are held to — a transfer sends its pictures one after the other, and its size is bounded instead.
   */
  async importPicture(owner: UserRecord, id: string, file: Buffer): Promise<AdRecord> {
    return this.store(owner, await findOwnedAd(this.deps.uow, owner, id), file);
  }

  private async store(owner: UserRecord, ad: AdRecord, file: Buffer): Promise<AdRecord> {
    const { uow, images } = this.deps;
    const pkg = ad.packageId ? await uow.repos.packages.findById(ad.packageId) : null;
    const max = pkg?.maxImages ?? (await uow.repos.packages.maxImages());
    const tooMany = () =>
      ApiError.validation([{ field: 'images', code: 'too_long', message: `An ad can have at most ${max} images` }]);
    if (ad.images.length >= max) throw tooMany();
    const stored = await images.store(ad.id, file);
    let added: AdImageRecord | null | 'gone';
    try {
      added = await uow.transaction(async (tx) => {
        if (!(await tx.ads.lockForUpdate(ad.id))) return 'gone';
        const { key: storageKey, width, height, widths, fingerprint, centreFingerprints, qrTexts } = stored;
        const image = await tx.ads.addImage(ad.id, { storageKey, width, height, widths }, max);
        // Found again when another account's ad shows the same photo, or its centre (server/moderation).
        if (image && fingerprint !== null)
          for (const hash of [fingerprint, ...centreFingerprints]) await tx.fingerprints.addPhoto(ad, image.id, hash);
        if (image && qrTexts.length > 0) await tx.fingerprints.addPhotoTexts(ad, image.id, qrTexts);
        return image;
      });
    } catch (error) {
      await images.remove(stored.key);
      throw error;
    }
    if (added === null || added === 'gone') {
      await images.remove(stored.key);
      throw added === 'gone' ? ApiError.notFound('Ad') : tooMany();
    }
    // The row is committed; if publishing fails now, the orphan sweep publishes the staged files later.
    await images
      .publish(stored.key)
      .catch((err: unknown) => this.deps.log.error({ err, key: stored.key }, 'publishing an uploaded image failed'));
    // Queued once the files are where they stay (a job started while they move would find neither copy), after the
    // commit (the queue is not the database's transaction): a crash in between, or a queue that refuses, leaves this
    // one photo unread, never the upload failed.
    await this.deps
      .readTextLater?.(ad.id, added.id)
      .catch((err: unknown) => this.deps.log.warn({ err, adId: ad.id }, 'reading the text in a photo was not queued'));
    // A new photo on a live ad is unreviewed content: with moderation on, the ad waits for review again; without, the
    // risk check judges the ad with it (issue 69: a copied photo added after publishing) and holds it if it must.
    if (this.deps.moderation && ad.status === 'active') await uow.repos.ads.update(ad.id, { status: 'pending' });
    else if (ad.status === 'active') {
      const withPhoto = (await uow.repos.ads.findById(ad.id)) ?? ad;
      if (await this.deps.risk.judgeAgain(uow.repos, withPhoto, owner))
        await uow.repos.ads.update(ad.id, { status: 'pending' });
    }
    return announceChange(this.deps.adsChanged, await uow.repos.ads.findById(ad.id));
  }
}
