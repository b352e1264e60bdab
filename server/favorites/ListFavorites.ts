import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { FAVORITES_LIMIT } from './domain/favoritesLimit';
import type { FavoriteView } from './ports';

export class ListFavorites {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'favorites' | 'users'>;
      clock: Clock;
    },
  ) {}

  async execute(user: UserRecord): Promise<FavoriteView[]> {
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
}
