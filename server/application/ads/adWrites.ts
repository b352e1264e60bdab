import { ApiError } from '../../domain/ApiError';
import type { AdRecord } from '../../domain/ad';
import type { UserRecord } from '../../domain/user';
import type { Logger, UnitOfWork } from '../shared/ports';
import type { ImageStorage } from './ports';

/** What the ad services' writes share. */

/** The owner's ad; anyone else's is a 404, not a hint that it exists. */
export async function findOwnedAd(uow: UnitOfWork<'ads'>, owner: UserRecord, id: string): Promise<AdRecord> {
  const ad = await uow.repos.ads.findById(id);
  if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
  return ad;
}

/** After a write that can change the public list. No ad means another request deleted it meanwhile: 404. */
export function announceChange(adsChanged: () => void, ad: AdRecord | null | undefined): AdRecord {
  adsChanged();
  if (!ad) throw ApiError.notFound('Ad');
  return ad;
}

/** The files of removed images; a failure is logged, the orphan sweep removes them later. */
export async function removeImageFiles(images: ImageStorage, log: Logger, keys: string[]): Promise<void> {
  for (const key of keys) {
    await images.remove(key).catch((err: unknown) => log.warn({ err, key }, 'removing an image file failed'));
  }
}
