import type { AdStatus } from '../../../src/domain/ad';
import { ApiError } from '../../domain/ApiError';
import type { AdImageRecord, AdRecord } from '../../domain/ad';
import type { UserRecord } from '../../domain/user';
import type { AttemptCounter, Logger, UnitOfWork } from '../shared/ports';
import { announceChange, findOwnedAd, removeImageFiles } from './adWrites';
import type { ImageStorage } from './ports';

/** Published or waiting to be: such an ad keeps at least one image. */
const LIVE = new Set<AdStatus>(['active', 'pending']);

/** An ad's photos: upload within the package's limit, remove, reorder (the first is the cover). */
export class AdImagesService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      images: ImageStorage;
      log: Logger;
      moderation: boolean;
      /** Uploads per account and minute are counted here (in Redis when several processes share the limits). */
      attempts: AttemptCounter;
      quotas: { uploadsPerMinute: number };
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  /**
   * The image limit is the ad's package's once it is published, else the largest any package allows; it holds under
   * concurrent uploads (the ad's row is locked while counting). Uploads per account and minute are limited too.
   */
  async add(owner: UserRecord, id: string, file: Buffer): Promise<AdRecord> {
    const { uow, images, attempts, quotas } = this.deps;
    const ad = await findOwnedAd(uow, owner, id);
    if ((await attempts.hit(`uploads:${owner.id}`, 60_000)) > quotas.uploadsPerMinute) {
      throw new ApiError(429, 'UPLOAD_QUOTA_REACHED', `At most ${quotas.uploadsPerMinute} uploads per minute; please wait a moment`);
    }
    const pkg = ad.packageId ? await uow.repos.packages.findById(ad.packageId) : null;
    const max = pkg?.maxImages ?? (await uow.repos.packages.maxImages());
    const tooMany = () => ApiError.validation([{ field: 'images', code: 'too_long', message: `An ad can have at most ${max} images` }]);
    if (ad.images.length >= max) throw tooMany();
    const stored = await images.store(ad.id, file);
    let added: AdImageRecord | null | 'gone';
    try {
      added = await uow.transaction(async (tx) =>
        (await tx.ads.lockForUpdate(ad.id)) ? tx.ads.addImage(ad.id, { storageKey: stored.key, width: stored.width, height: stored.height, widths: stored.widths }, max) : 'gone',
      );
    } catch (error) {
      await images.remove(stored.key);
      throw error;
    }
    if (added === null || added === 'gone') {
      await images.remove(stored.key);
      throw added === 'gone' ? ApiError.notFound('Ad') : tooMany();
    }
    // The row is committed; if publishing fails now, the orphan sweep publishes the staged files later.
    await images.publish(stored.key).catch((err: unknown) => this.deps.log.error({ err, key: stored.key }, 'publishing an uploaded image failed'));
    // A new photo on a live ad is unreviewed content: with moderation on, the ad waits for review again.
    if (this.deps.moderation && ad.status === 'active') await uow.repos.ads.update(ad.id, { status: 'pending' });
    return announceChange(this.deps.adsChanged, await uow.repos.ads.findById(ad.id));
  }

  async remove(owner: UserRecord, id: string, imageId: string): Promise<AdRecord> {
    const { uow } = this.deps;
    const ad = await findOwnedAd(uow, owner, id);
    if (LIVE.has(ad.status) && ad.images.length <= 1 && ad.images.some((i) => i.id === imageId)) {
      throw new ApiError(409, 'CONFLICT', 'A published ad keeps at least one image; add another one first');
    }
    const removed = await uow.transaction((repos) => repos.ads.removeImage(id, imageId));
    if (!removed) throw ApiError.notFound('Image');
    await removeImageFiles(this.deps.images, this.deps.log, [removed.storageKey]);
    return announceChange(this.deps.adsChanged, await uow.repos.ads.findById(id));
  }

  /** The first id becomes the cover. The list must name every image of the ad exactly once. */
  async reorder(owner: UserRecord, id: string, imageIds: string[]): Promise<AdRecord> {
    const { uow } = this.deps;
    const ad = await findOwnedAd(uow, owner, id);
    const current = new Set(ad.images.map((i) => i.id));
    if (imageIds.length !== current.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((i) => current.has(i))) {
      throw ApiError.validation([{ field: 'imageIds', code: 'invalid', message: 'List every image of the ad exactly once' }]);
    }
    await uow.transaction((repos) => repos.ads.reorderImages(id, imageIds));
    return announceChange(this.deps.adsChanged, await uow.repos.ads.findById(id));
  }
}
