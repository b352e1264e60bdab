import { ApiError } from '../platform/domain/ApiError';
import type { Logger, UnitOfWork } from '../platform/ports';
import type { ImageStorage } from './ports';
import type { UserRecord } from '../accounts/ports';
import { removeImageFiles } from './adWrites';

export class DeleteAdHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads'>;
      images: ImageStorage;
      log: Logger;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(viewer: UserRecord, id: string): Promise<void> {
    const ad = await this.deps.uow.repos.ads.findById(id);
    if (!ad || (ad.ownerId !== viewer.id && viewer.role !== 'ADMIN')) throw ApiError.notFound('Ad');
    await this.deps.uow.repos.ads.delete(id);
    this.deps.adsChanged();
    await removeImageFiles(
      this.deps.images,
      this.deps.log,
      ad.images.map((i) => i.storageKey),
    );
  }
}
