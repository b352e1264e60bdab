import type { AdStatus } from '../../../src/domain/ad';
import { AD_INPUT_FIELDS, AD_LIMITS, validateAd, type AdInput } from '../../../src/domain/adValidation';
import { ApiError } from '../../domain/ApiError';
import type { AdFields, AdImageRecord, AdRecord } from '../../domain/ad';
import type { AttemptCounter, Clock, Logger, UnitOfWork } from '../shared/ports';
import type { ImageStorage } from './ports';
import { PublicListCache } from './PublicListCache';
import type { UserRecord } from '../../domain/user';
import type { AdLocator } from '../places/AdLocator';

const EDITABLE = new Set(['draft', 'rejected', 'active', 'expired', 'archived']);
/** Published or waiting to be: such an ad keeps at least one image. */
const LIVE = new Set<AdStatus>(['active', 'pending']);
/** With moderation on, changing these on a live ad sends it back to review (hidden until approved again). */
const REVIEWED_FIELDS = ['title', 'description', 'category', 'priceCents', 'priceType', 'postalCode', 'city', 'district', 'street'] as const;
const PUBLISHABLE = new Set(['draft', 'rejected', 'expired', 'archived']);

function toFields(input: AdInput): AdFields {
  const street = input.street?.trim() || null;
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    category: input.category,
    priceCents: input.priceType === 'on_request' ? null : input.priceCents,
    priceType: input.priceType,
    serviceChargeCents: input.serviceChargeCents ?? null,
    heatingIncluded: input.heatingIncluded === true,
    // Included in the Nebenkosten means no separate amount.
    heatingCostCents: input.heatingIncluded === true ? null : (input.heatingCostCents ?? null),
    depositCents: input.depositCents ?? null,
    hoaFeeCents: input.hoaFeeCents ?? null,
    commissionFree: input.commissionFree === true,
    commission: input.commissionFree === true ? null : input.commission?.trim() || null,
    parkingPriceCents: input.parkingPriceCents ?? null,
    propertyType: input.propertyType ?? null,
    condition: input.condition ?? null,
    heatingType: input.heatingType ?? null,
    sellerType: input.sellerType ?? 'private',
    street,
    showExactAddress: street !== null && input.showExactAddress === true,
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    district: input.district?.trim() || null,
    livingArea: input.livingArea,
    rooms: input.rooms,
    plotArea: input.plotArea,
    floor: input.floor,
    yearBuilt: input.yearBuilt,
    availableFrom: input.availableFrom || null,
    features: [...new Set(input.features)],
    energyCertificate: input.energyCertificate as Record<string, unknown> | null,
  };
}

/** Ads: public search, owners' drafts and publishing, moderation. */
export class AdsService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork;
      images: ImageStorage;
      clock: Clock;
      log: Logger;
      moderation: boolean;
      /** Uploads per account and minute are counted here (in Redis when several processes share the limits). */
      attempts: AttemptCounter;
      quotas: { draftsPerDay: number; uploadsPerMinute: number };
      /** Where an ad is: coordinates for its address (approximate unless the owner shows the exact one). */
      locator: AdLocator;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  /**
   * Live ads of people who are not blocked are public; anything else only for its owner and admins. Others get 404, not
   * a hint, except for an ad that was online and ran out or was taken offline by its owner: 410 AD_GONE, so its page
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
    const live = ad.status === 'active' && (!ad.expiresAt || ad.expiresAt > this.deps.clock.now());
    const ownerBlocked = (await repos.users.findById(ad.ownerId))?.blocked !== false;
    if (live && !ownerBlocked) return ad;
    if (!ownerBlocked && ad.publishedAt !== null && ['active', 'expired', 'archived'].includes(ad.status)) throw new ApiError(410, 'AD_GONE', 'This ad is no longer online');
    throw ApiError.notFound('Ad');
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
    const dayAgo = new Date(this.deps.clock.now().getTime() - 86_400_000);
    if ((await this.deps.uow.repos.ads.countCreatedSince(owner.id, dayAgo)) >= this.deps.quotas.draftsPerDay) {
      throw new ApiError(429, 'AD_QUOTA_REACHED', `At most ${this.deps.quotas.draftsPerDay} new ads per day; please continue tomorrow`);
    }
    const fields = toFields(input);
    return this.deps.uow.repos.ads.create(owner.id, fields, await this.deps.locator.locate(fields));
  }

  private async owned(owner: UserRecord, id: string): Promise<AdRecord> {
    const ad = await this.deps.uow.repos.ads.findById(id);
    if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
    return ad;
  }

  async update(owner: UserRecord, id: string, input: Partial<AdInput> & { status?: 'archived' }): Promise<AdRecord> {
    const ad = await this.owned(owner, id);
    const { status, ...fields } = input;
    if (status === 'archived') {
      if (!['active', 'expired', 'pending', 'draft', 'rejected'].includes(ad.status)) {
        throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be archived`);
      }
      if (Object.keys(fields).length === 0) return this.changed(await this.deps.uow.repos.ads.update(id, { status: 'archived' }));
    }
    if (!EDITABLE.has(ad.status)) throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be edited`);
    const merged = { ...toInput(ad), ...fields } as AdInput;
    const problems = validateAd(merged, this.deps.clock.now());
    if (problems.length > 0) throw ApiError.validation(problems);
    const next = toFields(merged);
    const nextStatus = status === 'archived' ? 'archived' : this.statusAfterEdit(ad, REVIEWED_FIELDS.some((field) => next[field] !== ad[field]));
    const moved = (['postalCode', 'city', 'street', 'showExactAddress'] as const).some((field) => next[field] !== ad[field]);
    const location = moved ? ((await this.deps.locator.locate(next)) ?? { latitude: null, longitude: null }) : {};
    return this.changed(
      await this.deps.uow.repos.ads.update(id, { ...next, ...location, status: nextStatus, rejectionReason: nextStatus === 'draft' ? null : ad.rejectionReason }),
    );
  }

  /**
   * A rejected first version goes back to draft (publishing it again spends a credit, the rejection refunded one).
   * With moderation on, a live ad whose reviewed content changes waits for review again, hidden meanwhile, and so does
   * a rejected change of an ad that was live (its credit was spent and is not refunded, so no new one is needed).
   */
  private statusAfterEdit(ad: AdRecord, reviewedContentChanged: boolean): AdStatus {
    if (ad.status === 'rejected') return this.deps.moderation && ad.publishedAt !== null ? 'pending' : 'draft';
    if (this.deps.moderation && ad.status === 'active' && reviewedContentChanged) return 'pending';
    return ad.status;
  }

  async delete(viewer: UserRecord, id: string): Promise<void> {
    const ad = await this.deps.uow.repos.ads.findById(id);
    if (!ad || (ad.ownerId !== viewer.id && viewer.role !== 'ADMIN')) throw ApiError.notFound('Ad');
    await this.deps.uow.repos.ads.delete(id);
    this.deps.adsChanged();
    await this.removeFiles(ad.images.map((i) => i.storageKey));
  }

  /**
   * The image limit is the ad's package's once it is published, else the largest any package allows; it holds under
   * concurrent uploads (the ad's row is locked while counting). Uploads per account and minute are limited too.
   */
  async addImage(owner: UserRecord, id: string, file: Buffer): Promise<AdRecord> {
    const ad = await this.owned(owner, id);
    const { repos } = this.deps.uow;
    if ((await this.deps.attempts.hit(`uploads:${owner.id}`, 60_000)) > this.deps.quotas.uploadsPerMinute) {
      throw new ApiError(429, 'UPLOAD_QUOTA_REACHED', `At most ${this.deps.quotas.uploadsPerMinute} uploads per minute; please wait a moment`);
    }
    const pkg = ad.packageId ? await repos.packages.findById(ad.packageId) : null;
    const max = pkg?.maxImages ?? (await repos.packages.maxImages());
    const tooMany = () => ApiError.validation([{ field: 'images', code: 'too_long', message: `An ad can have at most ${max} images` }]);
    if (ad.images.length >= max) throw tooMany();
    const stored = await this.deps.images.store(ad.id, file);
    let added: AdImageRecord | null | 'gone';
    try {
      added = await this.deps.uow.transaction(async (tx) =>
        (await tx.ads.lockForUpdate(ad.id)) ? tx.ads.addImage(ad.id, { storageKey: stored.key, width: stored.width, height: stored.height }, max) : 'gone',
      );
    } catch (error) {
      await this.deps.images.remove(stored.key);
      throw error;
    }
    if (added === null || added === 'gone') {
      await this.deps.images.remove(stored.key);
      throw added === 'gone' ? ApiError.notFound('Ad') : tooMany();
    }
    // The row is committed; if publishing fails now, the orphan sweep publishes the staged files later.
    await this.deps.images.publish(stored.key).catch((err: unknown) => this.deps.log.error({ err, key: stored.key }, 'publishing an uploaded image failed'));
    // A new photo on a live ad is unreviewed content: with moderation on, the ad waits for review again.
    if (this.deps.moderation && ad.status === 'active') await this.deps.uow.repos.ads.update(ad.id, { status: 'pending' });
    return this.changed(await this.deps.uow.repos.ads.findById(ad.id));
  }

  async removeImage(owner: UserRecord, id: string, imageId: string): Promise<AdRecord> {
    const ad = await this.owned(owner, id);
    if (LIVE.has(ad.status) && ad.images.length <= 1 && ad.images.some((i) => i.id === imageId)) {
      throw new ApiError(409, 'CONFLICT', 'A published ad keeps at least one image; add another one first');
    }
    const removed = await this.deps.uow.transaction((repos) => repos.ads.removeImage(id, imageId));
    if (!removed) throw ApiError.notFound('Image');
    await this.removeFiles([removed.storageKey]);
    return this.changed(await this.deps.uow.repos.ads.findById(id));
  }

  /** The first id becomes the cover. The list must name every image of the ad exactly once. */
  async reorderImages(owner: UserRecord, id: string, imageIds: string[]): Promise<AdRecord> {
    const ad = await this.owned(owner, id);
    const current = new Set(ad.images.map((i) => i.id));
    if (imageIds.length !== current.size || new Set(imageIds).size !== imageIds.length || !imageIds.every((i) => current.has(i))) {
      throw ApiError.validation([{ field: 'imageIds', code: 'invalid', message: 'List every image of the ad exactly once' }]);
    }
    await this.deps.uow.transaction((repos) => repos.ads.reorderImages(id, imageIds));
    return this.changed(await this.deps.uow.repos.ads.findById(id));
  }

  /**
   * Takes one credit from the ledger and publishes in the same transaction; with moderation on, the ad
   * waits in the queue (its running time starts at approval).
   */
  async publish(owner: UserRecord, id: string, packageId: string | null): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const published = await this.deps.uow.transaction(async (repos) => {
      await repos.ledger.lockUser(owner.id);
      const ad = await repos.ads.findById(id);
      if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
      if (!PUBLISHABLE.has(ad.status)) throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be published`);
      if (ad.images.length === 0) {
        throw ApiError.validation([{ field: 'images', code: 'required', message: 'Add at least one image before publishing' }]);
      }
      const balances = await repos.ledger.balances(owner.id);
      const candidates = packageId ? balances.filter((b) => b.packageId === packageId) : balances;
      const active = await repos.packages.listActive();
      const byId = new Map((await Promise.all(candidates.map((c) => repos.packages.findById(c.packageId)))).filter((p) => p !== null).map((p) => [p!.id, p!]));
      // Without a choice, use the credit of the cheapest package first; its limits must fit the ad.
      const order = [...byId.values()].sort((a, b) => a.priceCents - b.priceCents || active.indexOf(a) - active.indexOf(b));
      const pkg = order.find((p) => ad.images.length <= p.maxImages) ?? order[0];
      if (!pkg) throw new ApiError(402, 'NO_CREDITS', 'No ad credit left; buy a package first');
      if (ad.images.length > pkg.maxImages) {
        throw ApiError.validation([{ field: 'images', code: 'too_long', message: `The ${pkg.nameEn} package allows at most ${pkg.maxImages} images` }]);
      }
      await repos.ledger.append({ userId: owner.id, packageId: pkg.id, amount: -1, reason: 'publish', adId: ad.id });
      const live = !this.deps.moderation;
      return repos.ads.update(ad.id, {
        status: live ? 'active' : 'pending',
        rejectionReason: null,
        packageId: pkg.id,
        durationDays: pkg.durationDays,
        publishedAt: live ? now : null,
        expiresAt: live ? addDays(now, pkg.durationDays) : null,
        featuredUntil: live && pkg.featured ? addDays(now, pkg.durationDays) : null,
      });
    });
    return this.changed(published);
  }

  moderationQueue(status: AdStatus): Promise<AdRecord[]> {
    return this.deps.uow.repos.ads.listByStatus(status, 200);
  }

  async approve(id: string): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const approved = await this.deps.uow.transaction(async (repos) => {
      const ad = await repos.ads.findById(id);
      if (!ad) throw ApiError.notFound('Ad');
      if (ad.status !== 'pending') throw new ApiError(409, 'CONFLICT', 'Only pending ads can be approved');
      // A reviewed change of an ad that was live keeps its running time; a first version starts it now.
      if (ad.publishedAt !== null) return (await repos.ads.update(id, { status: 'active', rejectionReason: null }))!;
      const days = ad.durationDays ?? 30;
      const pkg = ad.packageId ? await repos.packages.findById(ad.packageId) : null;
      return (await repos.ads.update(id, {
        status: 'active',
        publishedAt: now,
        expiresAt: addDays(now, days),
        featuredUntil: pkg?.featured ? addDays(now, days) : null,
      }))!;
    });
    return this.changed(approved);
  }

  /** The credit spent on publishing comes back: the owner can fix the ad and publish again. */
  async reject(id: string, reason: string): Promise<AdRecord> {
    const trimmed = reason.trim();
    if (trimmed.length < 3 || trimmed.length > AD_LIMITS.reasonMax) {
      throw ApiError.validation([{ field: 'reason', code: trimmed.length < 3 ? 'required' : 'too_long', message: 'Give a reason (3 to 500 characters)' }]);
    }
    return this.deps.uow.transaction(async (repos) => {
      const ad = await repos.ads.findById(id);
      if (!ad) throw ApiError.notFound('Ad');
      if (ad.status !== 'pending') throw new ApiError(409, 'CONFLICT', 'Only pending ads can be rejected');
      // Only a first version's credit comes back; a rejected change of a live ad keeps the runtime it paid for.
      if (ad.packageId && ad.publishedAt === null) await repos.ledger.append({ userId: ad.ownerId, packageId: ad.packageId, amount: 1, reason: 'refund', adId: ad.id });
      return (await repos.ads.update(id, { status: 'rejected', rejectionReason: trimmed }))!;
    });
  }

  async expireDue(): Promise<number> {
    const expired = await this.deps.uow.repos.ads.expireDue(this.deps.clock.now());
    if (expired > 0) this.deps.adsChanged();
    return expired;
  }

  /** After a write that can change the public list. No ad means another request deleted it meanwhile: 404. */
  private changed(ad: AdRecord | null | undefined): AdRecord {
    this.deps.adsChanged();
    if (!ad) throw ApiError.notFound('Ad');
    return ad;
  }

  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.deps.images.remove(key).catch((err: unknown) => this.deps.log.warn({ err, key }, 'removing an image file failed'));
    }
  }
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The owner's fields of a stored ad, to merge a partial edit into before checking it again. */
function toInput(ad: AdRecord): AdInput {
  return Object.fromEntries(AD_INPUT_FIELDS.map((field) => [field, ad[field]])) as AdInput;
}
