import { FAVORITES_LIMIT } from './domain/favoritesLimit';
import type { AdRecord } from '../ads/ports';
import type { AdStats } from '../ads/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { ReadAd } from '../ads/ports';
import type { Clock, UnitOfWork } from '../platform/ports';

/**
 * Saving twice is saving once. Only an ad visitors can see can be saved; one already saved stays saved (and saving
 * it again succeeds) after it went offline.
 */
export class SaveFavorite {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'favorites' | 'users'>;
      clock: Clock;
      ads: Pick<ReadAd, 'execute'>;
      stats: Pick<AdStats, 'count'>;
    },
  ) {}

  async execute(user: UserRecord, adId: string): Promise<void> {
    const { repos } = this.deps.uow;
    let ad: AdRecord;
    try {
      ad = await this.deps.ads.execute(adId, null);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.statusCode === 404 || error.statusCode === 410) &&
        (await repos.favorites.has(user.id, adId))
      )
        return;
      throw error;
    }
    // Count and insert under the account's row lock: concurrent saves of one account take turns, so the cap holds.
    const added = await this.deps.uow.transaction(async (tx) => {
      await tx.users.lockForUpdate(user.id);
      if ((await tx.favorites.count(user.id)) >= FAVORITES_LIMIT && !(await tx.favorites.has(user.id, adId))) {
        throw new ApiError(409, 'FAVORITES_FULL', `A Merkliste keeps at most ${FAVORITES_LIMIT} ads`);
      }
      return tx.favorites.add(user.id, adId, ad.priceCents, this.deps.clock.now());
    });
    if (added) this.deps.stats.count(adId, 'saves');
  }
}
