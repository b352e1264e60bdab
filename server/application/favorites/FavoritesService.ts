import type { AdRecord } from '../../domain/ad';
import type { AdStats } from '../ads/AdStats';
import { ApiError } from '../../domain/ApiError';
import type { UserRecord } from '../../domain/user';
import type { AdsService } from '../ads/AdsService';
import type { Clock, UnitOfWork } from '../shared/ports';
import type { FavoriteEntry } from './ports';

/** How many ads one Merkliste keeps: more than anyone compares, and a bound on what one account can store. */
export const FAVORITES_LIMIT = 500;

/** A saved ad as its owner's list shows it: the ad while visitors can see it, else only what identifies it. */
export interface FavoriteView {
  entry: FavoriteEntry;
  ad: AdRecord;
  available: boolean;
}

/** The Merkliste: signed-in people keep ads that visitors can see, and find them again with their current state. */
export class FavoritesService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'favorites' | 'users'>;
      clock: Clock;
      ads: AdsService;
      stats: Pick<AdStats, 'count'>;
    },
  ) {}

  async list(user: UserRecord): Promise<FavoriteView[]> {
    const { repos } = this.deps.uow;
    const entries = await repos.favorites.list(user.id, FAVORITES_LIMIT);
    const ads = new Map((await repos.ads.findManyById(entries.map((e) => e.adId))).map((ad) => [ad.id, ad]));
    const owners = new Map<string, boolean>();
    for (const ownerId of new Set([...ads.values()].map((ad) => ad.ownerId))) {
      owners.set(ownerId, (await repos.users.findById(ownerId))?.blocked === false);
    }
    const now = this.deps.clock.now();
    return entries.flatMap((entry) => {
      const ad = ads.get(entry.adId);
      if (!ad) return [];
      const live = ad.status === 'active' && (!ad.expiresAt || ad.expiresAt > now) && owners.get(ad.ownerId) === true;
      return [{ entry, ad, available: live }];
    });
  }

  /**
   * Saving twice is saving once. Only an ad visitors can see can be saved; one already saved stays saved (and saving
   * it again succeeds) after it went offline.
   */
  async save(user: UserRecord, adId: string): Promise<void> {
    const { repos } = this.deps.uow;
    let ad: AdRecord;
    try {
      ad = await this.deps.ads.get(adId, null);
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

  remove(user: UserRecord, adId: string): Promise<void> {
    return this.deps.uow.repos.favorites.remove(user.id, adId);
  }
}
