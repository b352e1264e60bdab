import { checkedReason, lockedAd, type AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import { tellSeller, type SellerNoticeDeps } from './sellerNotices';

/**
 * Not a refusal: the seller is asked to change something (a photo, the price) and keeps the credit; once edited, the
 * ad is back in the queue without a new one.
 */
export class AskForAdChanges {
  constructor(private readonly deps: SellerNoticeDeps & { uow: UnitOfWork<'ads' | 'auditLog' | 'users'> }) {}

  async execute(admin: UserRecord, id: string, reason: string): Promise<AdRecord> {
    const trimmed = checkedReason(reason);
    const sentBack = await this.deps.uow.transaction(async (repos) => {
      const ad = await lockedAd(repos, id);
      if (ad.status !== 'pending')
        throw new ApiError(409, 'CONFLICT', 'Changes can only be requested for a pending ad');
      await repos.auditLog.record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'ad_changes_requested',
        targetId: id,
        targetLabel: ad.title,
        detail: trimmed,
        createdAt: this.deps.clock.now(),
      });
      return (await repos.ads.update(id, { status: 'changes_requested', rejectionReason: trimmed }))!;
    });
    await tellSeller(this.deps, sentBack, 'changes_requested');
    return sentBack;
  }
}
