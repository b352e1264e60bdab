import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import { isLive } from '../../src/domain/adLife';
import { PublicListCache } from '../platform/PublicListCache';

/**
 * Live ads of people who are not blocked are public; anything else only for its owner and admins. Others get 404, not
 * a hint, except for an ad that was online once: 410 AD_GONE, so its page can say so and offer similar ads.
 */
export class ReadAd {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'users'>;
      clock: Clock;
    },
  ) {}

  /**
   * Ads as visitors see them, by id: the API's ad page and the server-rendered one ask for the same few ads again and
   * again. Cleared by every write that can change what visitors see (composition.ts: adsChanged), and at most 30 s old,
   * which bounds how long an ad stays visible past its expiry time. Refusals (404, 410) are not kept.
   */
  readonly publicAds = new PublicListCache<AdRecord>(30_000, 1000);

  async execute(id: string, viewer: UserRecord | null): Promise<AdRecord> {
    if (viewer) {
      const ad = await this.deps.uow.repos.ads.findById(id);
      if (ad && (viewer.id === ad.ownerId || viewer.role === 'ADMIN')) return ad;
    }
    return this.publicAds.get(id, () => this.publicAd(id));
  }

  private async publicAd(id: string): Promise<AdRecord> {
    const { repos } = this.deps.uow;
    const ad = await repos.ads.findById(id);
    if (!ad) throw ApiError.notFound('Ad');
    const live = isLive(ad, this.deps.clock.now());
    const ownerBlocked = (await repos.users.findById(ad.ownerId))?.blocked !== false;
    if (live && !ownerBlocked) return ad;
    // Once online, an ad is "no longer online" whatever took it off (its owner, its runtime, a moderator's take-down, a
    // change waiting for review): its page says so and offers similar ads, instead of "never existed".
    if (!ownerBlocked && ad.publishedAt !== null) throw new ApiError(410, 'AD_GONE', 'This ad is no longer online');
    throw ApiError.notFound('Ad');
  }
}
