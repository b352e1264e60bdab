import type { SellerProfile } from '../../src/domain/conversation';
import { ApiError } from '../platform/domain/ApiError';
import type { ReadAd } from '../ads/ports';
import type { ImageStorage } from '../ads/ports';
import { toApiAd } from '../ads/ports';
import type { Clock, UnitOfWork } from '../platform/ports';

const DAY = 24 * 3_600_000;
/** How many conversations a seller needs before the ad page says how they answer. */
const SELLER_STATS_MIN_CONVERSATIONS = 3;
const SELLER_OTHER_ADS = 4;

/** Who sells: shown beside an ad so a seeker can judge whom they write to, without learning more than a first name. */
export class SellerProfiles {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'users'>;
      ads: Pick<ReadAd, 'execute'>;
      images: ImageStorage;
      clock: Clock;
    },
  ) {}

  /** The seller as visitors of an ad see them: first name, kind, since when, how they answer, their other live ads. */
  async of(adId: string): Promise<SellerProfile> {
    const ad = await this.deps.ads.execute(adId, null);
    const { repos } = this.deps.uow;
    const seller = await repos.users.findById(ad.ownerId);
    if (!seller) throw ApiError.notFound('Ad');
    const now = this.deps.clock.now();
    const stats = await repos.conversations.responseStats(seller.id, new Date(now.getTime() - 90 * DAY));
    // Said only once enough conversations make it mean something.
    const known = stats.conversations >= SELLER_STATS_MIN_CONVERSATIONS;
    const others = (await repos.ads.listByOwner(seller.id))
      .filter((other) => other.id !== ad.id && other.status === 'active' && (!other.expiresAt || other.expiresAt > now))
      .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
      .slice(0, SELLER_OTHER_ADS);
    return {
      firstName: seller.name,
      sellerType: seller.accountKind,
      memberSince: seller.createdAt.toISOString(),
      responseRate: known ? stats.answered / stats.conversations : null,
      responseHours:
        known && stats.medianAnswerSeconds !== null ? Math.max(1, Math.round(stats.medianAnswerSeconds / 3600)) : null,
      otherAds: others.map((other) => toApiAd(other, this.deps.images)),
      // Activated accounts confirmed their address by a code (or Google did); a number by SMS, shown only if chosen.
      verified: { email: seller.activated, phone: seller.phoneVerifiedAt !== null },
      phone: seller.phoneVerifiedAt && seller.showPhone ? seller.phoneNumber : null,
      // A trader says who they are on every ad (§ 5 DDG); a private seller shows no more than the first name.
      imprint: seller.accountKind === 'commercial' ? seller.trader : null,
    };
  }
}
