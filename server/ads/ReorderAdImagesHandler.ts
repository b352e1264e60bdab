import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';
import { announceChange, findOwnedAd } from './adWrites';

/** The first id becomes the cover. The list must name every image of the ad exactly once. */
export class ReorderAdImagesHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(owner: UserRecord, id: string, imageIds: string[]): Promise<AdRecord> {
    const { uow } = this.deps;
    const ad = await findOwnedAd(uow, owner, id);
    const current = new Set(ad.images.map((i) => i.id));
    if (
      imageIds.length !== current.size ||
      new Set(imageIds).size !== imageIds.length ||
      !imageIds.every((i) => current.has(i))
    ) {
      throw ApiError.validation([
        { field: 'imageIds', code: 'invalid', message: 'List every image of the ad exactly once' },
      ]);
    }
    await uow.transaction((repos) => repos.ads.reorderImages(id, imageIds));
    return announceChange(this.deps.adsChanged, await uow.repos.ads.findById(id));
  }
}
