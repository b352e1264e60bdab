import { PUBLISHABLE_STATUSES } from '../../src/domain/ad';
import { announce } from './adLifecycleSteps';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import { goingLive } from '../../src/domain/adLife';
import { findOwnedAd } from './adWrites';
import { spendAdCredit } from './adCredits';
import { canPublishAs } from '../../src/domain/trader';
import type { RiskAssessment } from '../moderation/ports';
import type { IssuedDecision } from '../moderation/ports';

/**
 * Takes one credit from the ledger and publishes in the same transaction; with moderation on, the ad
 * waits in the queue (its running time starts at approval).
 */
export class PublishAdHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'ledger' | 'packages' | 'riskAssessments'>;
      clock: Clock;
      moderation: boolean;
      /** Judges an ad before it goes online: a risky one waits for a moderator (server/application/risk). */
      risk: RiskAssessment;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(owner: UserRecord, id: string, packageId: string | null): Promise<AdRecord> {
    const now = this.deps.clock.now();
    // A trader publishes only once their ads can show who they are (§ 5 DDG) and they certified (DSA Art. 30).
    const seller = { accountKind: owner.accountKind, trader: owner.trader, certifiedAt: owner.traderCertifiedAt };
    if (!canPublishAs(seller))
      throw new ApiError(
        409,
        'TRADER_DETAILS_MISSING',
        'Complete your trader details in the profile before publishing',
      );
    const verdict = await this.deps.risk.execute(await findOwnedAd(this.deps.uow, owner, id), owner);
    let held: IssuedDecision | null = null;
    const published = await this.deps.uow.transaction(async (repos) => {
      // The owner's credits are locked before the ad is read: a second click waits and then sees the ad published.
      await repos.ledger.lockUser(owner.id);
      const ad = await repos.ads.findById(id);
      if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
      if (!PUBLISHABLE_STATUSES.has(ad.status))
        throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be published`);
      if (ad.images.length === 0) {
        throw ApiError.validation([
          { field: 'images', code: 'required', message: 'Add at least one image before publishing' },
        ]);
      }
      const pkg = await spendAdCredit(repos, {
        ownerId: owner.id,
        adId: ad.id,
        imageCount: ad.images.length,
        packageId,
        reason: 'publish',
      });
      // A held ad waits like any with moderation on: its credit is spent, and comes back if it is rejected.
      const live = !this.deps.moderation && !verdict.held;
      held = await this.deps.risk.record(repos, ad, owner, verdict, now);
      return repos.ads.update(ad.id, {
        status: live ? 'active' : 'pending',
        rejectionReason: null,
        packageId: pkg.id,
        durationDays: pkg.durationDays,
        publishedAt: live ? now : null,
        ...(live ? goingLive(now, pkg.durationDays, pkg.featured) : { expiresAt: null, featuredUntil: null }),
      });
    });
    await this.deps.risk.tellOwner(held, owner);
    return announce(this.deps, published);
  }
}
