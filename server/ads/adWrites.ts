import { AD_LIMITS } from '../../src/domain/adValidation';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { UserRecord } from '../accounts/ports';
import type { Logger, Repositories, UnitOfWork } from '../platform/ports';
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

/** A decision the seller is shown needs a reason of 3 to AD_LIMITS.reasonMax characters. */
export function checkedReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 3 || trimmed.length > AD_LIMITS.reasonMax) {
    throw ApiError.validation([
      {
        field: 'reason',
        code: trimmed.length < 3 ? 'required' : 'too_long',
        message: `Give a reason (3 to ${AD_LIMITS.reasonMax} characters)`,
      },
    ]);
  }
  return trimmed;
}

/** The ad with its row locked until the transaction ends, so one decision at a time reads and changes it. */
export async function lockedAd(repos: Pick<Repositories, 'ads'>, id: string): Promise<AdRecord> {
  const ad = (await repos.ads.lockForUpdate(id)) ? await repos.ads.findById(id) : null;
  if (!ad) throw ApiError.notFound('Ad');
  return ad;
}

/** A person makes at most `limit` new ads a day: the next one is possible once the oldest of the last `limit` is a day old. */
export async function checkDraftQuota(
  uow: UnitOfWork<'ads'>,
  owner: UserRecord,
  limit: number,
  at: Date,
): Promise<void> {
  const now = at.getTime();
  const made = await uow.repos.ads.createdSince(owner.id, new Date(now - DAY_MS));
  if (made.length < limit) return;
  const retryAfter = (made[made.length - limit]!.getTime() + DAY_MS - now) / 1000;
  const hours = Math.max(1, Math.ceil(retryAfter / 3600));
  throw new ApiError(
    429,
    'AD_QUOTA_REACHED',
    `At most ${limit} new ads per day; the next one is possible in ${hours} hour${hours === 1 ? '' : 's'}`,
    [],
    retryAfter,
  );
}

const DAY_MS = 86_400_000;
