import { ApiError } from '../platform/domain/ApiError';
import type { Logger, UnitOfWork } from '../platform/ports';
import type { ImageStorage } from './ports';
import type { UserRecord } from '../accounts/ports';
import { removeImageFiles } from './adWrites';

/** A seller deletes their own ad, with its photos. */
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
    // A moderator removes someone else's ad by taking it down, with a statement of reasons, an audit entry and a way to
    // complain (DSA Art. 17 and 20); deleting it would leave its seller with none of them and destroy the evidence.
    if (ad.ownerId !== viewer.id)
      throw ApiError.forbidden('Only its seller deletes an ad; take it down with reasons instead');
    await this.deps.uow.repos.ads.delete(id);
    this.deps.adsChanged();
    await removeImageFiles(
      this.deps.images,
      this.deps.log,
      ad.images.map((i) => i.storageKey),
    );
  }
}
