import type { DecisionGround } from '../../src/domain/decisions';
import { checkedReason, lockedAd, type AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import { checkedGround } from './domain/decisionGround';
import { moderatorsDecision, tellSeller, type SellerNoticeDeps } from './sellerNotices';
import type { IssuedDecision } from './StatementsOfReasons';

/** A moderator refuses a held ad with a statement of reasons; the credit spent on publishing comes back. */
export class RejectHeldAd {
  constructor(
    private readonly deps: SellerNoticeDeps & {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'ledger' | 'users'>;
    },
  ) {}

  async execute(admin: UserRecord, id: string, reason: string, ground?: DecisionGround): Promise<AdRecord> {
    const trimmed = checkedReason(reason);
    const decidedGround = checkedGround('ad_rejected', ground);
    let issued: IssuedDecision | undefined;
    // Locked: two moderators rejecting at once must not refund the credit twice.
    const rejected = await this.deps.uow.transaction(async (repos) => {
      const ad = await lockedAd(repos, id);
      if (ad.status !== 'pending') throw new ApiError(409, 'CONFLICT', 'Only pending ads can be rejected');
      await repos.auditLog.record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'ad_rejected',
        targetId: id,
        targetLabel: ad.title,
        detail: trimmed,
        createdAt: this.deps.clock.now(),
      });
      // Only a first version's credit comes back; a rejected change of a live ad keeps the runtime it paid for.
      if (ad.packageId && ad.publishedAt === null)
        await repos.ledger.append({
          userId: ad.ownerId,
          packageId: ad.packageId,
          amount: 1,
          reason: 'refund',
          adId: ad.id,
        });
      issued = await moderatorsDecision(this.deps, repos, admin, ad, 'ad_rejected', decidedGround, trimmed);
      return (await repos.ads.update(id, { status: 'rejected', rejectionReason: trimmed }))!;
    });
    await tellSeller(this.deps, rejected, issued!);
    return rejected;
  }
}
