import { goingLive } from '../../src/domain/adLife';
import { announceChange, lockedAd, type AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import { tellSeller, type SellerNoticeDeps } from './sellerNotices';

/** A moderator lets a held ad go online; a first version starts its running time now. */
export class ApproveHeldAd {
  constructor(
    private readonly deps: SellerNoticeDeps & {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'packages' | 'users'>;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(admin: UserRecord, id: string): Promise<AdRecord> {
    const now = this.deps.clock.now();
    const approved = await this.deps.uow.transaction(async (repos) => {
      const ad = await lockedAd(repos, id);
      if (ad.status !== 'pending') throw new ApiError(409, 'CONFLICT', 'Only pending ads can be approved');
      // A moderator who publishes a held ad undoes the automated check's decision (counted as a reversal).
      const hold = await repos.decisions.standingHoldOf(id);
      if (hold) await repos.decisions.markReversed(hold.id, now);
      await repos.auditLog.record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'ad_approved',
        targetId: id,
        targetLabel: ad.title,
        detail: '',
        createdAt: now,
      });
      // A reviewed change of an ad that was live keeps its running time; a first version starts it now.
      if (ad.publishedAt !== null) return (await repos.ads.update(id, { status: 'active', rejectionReason: null }))!;
      const days = ad.durationDays ?? 30;
      const pkg = ad.packageId ? await repos.packages.findById(ad.packageId) : null;
      return (await repos.ads.update(id, {
        status: 'active',
        rejectionReason: null,
        publishedAt: now,
        ...goingLive(now, days, pkg?.featured ?? false),
      }))!;
    });
    await tellSeller(this.deps, approved, 'approved');
    return announceChange(this.deps.adsChanged, approved);
  }
}
