import { isUuid } from '../../../src/domain/id';
import { ARCHIVABLE_STATUSES, EDITABLE_STATUSES, PUBLISHABLE_STATUSES, type AdStatus } from '../../../src/domain/ad';
import { validateAd, type AdInput } from '../../../src/domain/adValidation';
import { ApiError } from '../../domain/ApiError';
import type { AdRecord } from '../../domain/ad';
import type { Clock, Logger, UnitOfWork } from '../shared/ports';
import type { ImageStorage } from './ports';
import { PublicListCache } from './PublicListCache';
import type { UserRecord } from '../../domain/user';
import type { AdLocator } from '../places/AdLocator';
import { toFields, toInput } from './adFields';
import { goingLive, isLive } from '../../../src/domain/adLife';
import { announceChange, checkDraftQuota, findOwnedAd, removeImageFiles } from './adWrites';
import { spendAdCredit } from './adCredits';
import { changesReviewedContent } from './reviewedContent';
import { canPublishAs } from '../../../src/domain/trader';
import type { RiskAssessment } from '../risk/RiskAssessment';
import type { IssuedDecision } from '../decisions/StatementsOfReasons';
import { textFingerprints } from '../../domain/fingerprints';

/** Ads: what visitors may see, owners' drafts, edits and publishing (photos: AdImagesService; review: AdModerationService). */
export class AdsService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<
        'ads' | 'auditLog' | 'decisions' | 'fingerprints' | 'ledger' | 'packages' | 'riskAssessments' | 'users'
      >;
      images: ImageStorage;
      clock: Clock;
      log: Logger;
      moderation: boolean;
      quotas: { draftsPerDay: number };
      /** Judges an ad before it goes online: a risky one waits for a moderator (server/application/risk). */
      risk: RiskAssessment;
      /** Where an ad is: coordinates for its address (approximate unless the owner shows the exact one). */
      locator: AdLocator;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  /**
   * Live ads of people who are not blocked are public; anything else only for its owner and admins. Others get 404, not
   * a hint, except for an ad that was online and ran out or was taken offline (or paused) by its owner: 410 AD_GONE, so its page
   * can say so and offer similar ads.
   */
  async get(id: string, viewer: UserRecord | null): Promise<AdRecord> {
    if (viewer) {
      const ad = await this.deps.uow.repos.ads.findById(id);
      if (ad && (viewer.id === ad.ownerId || viewer.role === 'ADMIN')) return ad;
    }
    return this.publicAds.get(id, () => this.publicAd(id));
  }

  /**
   * Ads as visitors see them, by id: the API's ad page and the server-rendered one ask for the same few ads again and
   * again. Cleared by every write that can change what visitors see (composition.ts: adsChanged), and at most 30 s old,
   * which bounds how long an ad stays visible past its expiry time. Refusals (404, 410) are not kept.
   */
  readonly publicAds = new PublicListCache<AdRecord>(30_000, 1000);

  private async publicAd(id: string): Promise<AdRecord> {
    const { repos } = this.deps.uow;
    const ad = await repos.ads.findById(id);
    if (!ad) throw ApiError.notFound('Ad');
    const live = isLive(ad, this.deps.clock.now());
    const ownerBlocked = (await repos.users.findById(ad.ownerId))?.blocked !== false;
    if (live && !ownerBlocked) return ad;
    if (!ownerBlocked && ad.publishedAt !== null && ['active', 'paused', 'expired', 'archived'].includes(ad.status))
      throw new ApiError(410, 'AD_GONE', 'This ad is no longer online');
    throw ApiError.notFound('Ad');
  }

  /** Whether visitors can see the ad now (from the same 30-second cache as the ad itself). */
  async isPublic(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    try {
      await this.get(id, null);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 410)) return false;
      throw error;
    }
  }

  /** For the ad's public page: the ad if it exists (in any state) and whether visitors may see it now. */
  async publicState(id: string): Promise<{ ad: AdRecord | null; live: boolean }> {
    try {
      return { ad: await this.get(id, null), live: true };
    } catch (error) {
      if (!(error instanceof ApiError) || (error.statusCode !== 404 && error.statusCode !== 410)) throw error;
      return { ad: await this.deps.uow.repos.ads.findById(id), live: false };
    }
  }

  mine(owner: UserRecord): Promise<AdRecord[]> {
    return this.deps.uow.repos.ads.listByOwner(owner.id);
  }

  async create(owner: UserRecord, input: AdInput): Promise<AdRecord> {
    const problems = validateAd(input, this.deps.clock.now());
    if (problems.length > 0) throw ApiError.validation(problems);
    await checkDraftQuota(this.deps.uow, owner, this.deps.quotas.draftsPerDay, this.deps.clock.now());
    const fields = toFields(input, owner.accountKind);
    const ad = await this.deps.uow.repos.ads.create(owner.id, fields, await this.deps.locator.locate(fields));
    await this.deps.uow.repos.fingerprints.replaceText(ad, textFingerprints(ad.description));
    return ad;
  }

  async update(owner: UserRecord, id: string, input: Partial<AdInput> & { status?: 'archived' }): Promise<AdRecord> {
    const ad = await findOwnedAd(this.deps.uow, owner, id);
    const { status, ...fields } = input;
    if (status === 'archived') {
      if (!ARCHIVABLE_STATUSES.has(ad.status)) {
        throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be archived`);
      }
      if (Object.keys(fields).length === 0)
        return this.announce(await this.deps.uow.repos.ads.update(id, { status: 'archived' }));
    }
    if (!EDITABLE_STATUSES.has(ad.status))
      throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be edited`);
    const merged = { ...toInput(ad), ...fields } as AdInput;
    const problems = validateAd(merged, this.deps.clock.now());
    if (problems.length > 0) throw ApiError.validation(problems);
    const next = toFields(merged, owner.accountKind);
    const reviewed = changesReviewedContent(ad, next);
    let nextStatus = status === 'archived' ? 'archived' : this.statusAfterEdit(ad, reviewed);
    // A live ad whose words or amounts change is judged again: a clean ad edited into a bait is held like a new one
    // (with moderation on it waits for review anyway, and the desk sees what the check found).
    if (ad.status === 'active' && reviewed) {
      const edited = { ...ad, ...next };
      const verdict = await this.deps.risk.execute(edited, owner);
      const held = await this.deps.risk.record(this.deps.uow.repos, edited, owner, verdict, this.deps.clock.now());
      await this.deps.risk.tellOwner(held, owner);
      if (verdict.held && nextStatus === 'active') nextStatus = 'pending';
    }
    const moved = (['postalCode', 'city', 'street', 'showExactAddress'] as const).some(
      (field) => next[field] !== ad[field],
    );
    const location = moved ? ((await this.deps.locator.locate(next)) ?? { latitude: null, longitude: null }) : {};
    if (next.description !== ad.description)
      await this.deps.uow.repos.fingerprints.replaceText(ad, textFingerprints(next.description));
    return this.announce(
      await this.deps.uow.repos.ads.update(id, {
        ...next,
        ...location,
        status: nextStatus,
        rejectionReason: nextStatus === 'draft' ? null : ad.rejectionReason,
      }),
    );
  }

  /**
   * A rejected first version goes back to draft (publishing it again spends a credit, the rejection refunded one).
   * With moderation on, a live ad whose reviewed content changes waits for review again, hidden meanwhile, and so does
   * a rejected change of an ad that was live (its credit was spent and is not refunded, so no new one is needed).
   * An ad the moderator sent back with a request for changes returns to review once edited.
   */
  private statusAfterEdit(ad: AdRecord, reviewedContentChanged: boolean): AdStatus {
    // The moderator asked for changes and the credit stays spent: the edited ad goes straight back to the queue.
    if (ad.status === 'changes_requested') return 'pending';
    if (ad.status === 'rejected') return this.deps.moderation && ad.publishedAt !== null ? 'pending' : 'draft';
    if (this.deps.moderation && ad.status === 'active' && reviewedContentChanged) return 'pending';
    return ad.status;
  }

  async delete(viewer: UserRecord, id: string): Promise<void> {
    const ad = await this.deps.uow.repos.ads.findById(id);
    if (!ad || (ad.ownerId !== viewer.id && viewer.role !== 'ADMIN')) throw ApiError.notFound('Ad');
    await this.deps.uow.repos.ads.delete(id);
    this.deps.adsChanged();
    await removeImageFiles(
      this.deps.images,
      this.deps.log,
      ad.images.map((i) => i.storageKey),
    );
  }

  /**
   * Takes one credit from the ledger and publishes in the same transaction; with moderation on, the ad
   * waits in the queue (its running time starts at approval).
   */
  async publish(owner: UserRecord, id: string, packageId: string | null): Promise<AdRecord> {
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
    return this.announce(published);
  }

  async expireDue(): Promise<number> {
    const expired = await this.deps.uow.repos.ads.expireDue(this.deps.clock.now());
    if (expired > 0) this.deps.adsChanged();
    return expired;
  }

  private announce(ad: AdRecord | null | undefined): AdRecord {
    return announceChange(this.deps.adsChanged, ad);
  }
}
