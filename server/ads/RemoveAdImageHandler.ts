import type { AdStatus } from '../../src/domain/ad';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { UserRecord } from '../accounts/ports';
import type { Logger, UnitOfWork } from '../platform/ports';
import { announceChange, findOwnedAd, removeImageFiles } from './adWrites';
import type { ImageStorage } from './ports';

/** Published or waiting to be: such an ad keeps at least one image. */
const LIVE = new Set<AdStatus>(['active', 'pending']);

export class RemoveAdImageHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
      images: ImageStorage;
      log: Logger;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(owner: UserRecord, id: string, imageId: string): Promise<AdRecord> {
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
}
