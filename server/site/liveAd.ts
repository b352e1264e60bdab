import { isLive, type AdRecord } from '../ads/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';

/** The ad a visitor writes about or reports: only one that is online (anything else is not found, as on its page). */
export async function liveAd(deps: { uow: UnitOfWork<'ads'>; clock: Clock }, adId: string): Promise<AdRecord> {
  const ad = await deps.uow.repos.ads.findById(adId);
  if (!ad || !isLive(ad, deps.clock.now())) throw ApiError.notFound('Ad');
  return ad;
}
