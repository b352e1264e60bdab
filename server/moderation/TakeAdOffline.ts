import type { DecisionGround } from '../../src/domain/decisions';
import { announceChange, checkedReason, lockedAd, type AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import { checkedGround } from './domain/decisionGround';
import { moderatorsDecision, tellSeller, type SellerNoticeDeps } from './sellerNotices';
import type { IssuedDecision } from './StatementsOfReasons';
import type { TellReportersActioned } from './TellReportersActioned';
import type { ReporterOf } from './ports';

/**
 * An admin takes one live (or paused) ad offline with a reason, without blocking its owner: the seller sees the
 * reason on the dashboard and in a mail, and may change the ad and publish it again. Its credit is not refunded. The
 * ad's open reports are resolved with it (they asked for exactly this), each in the audit log, and their reporters
 * hear that their notice led to action (DSA Art. 16(5)).
 */
export class TakeAdOffline {
  constructor(
    private readonly deps: SellerNoticeDeps & {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'reports' | 'users'>;
      tellActioned: Pick<TellReportersActioned, 'execute'>;
      adsChanged: () => void;
    },
  ) {}

  async execute(admin: UserRecord, id: string, reason: string, ground?: DecisionGround): Promise<AdRecord> {
    const trimmed = checkedReason(reason);
    const decidedGround = checkedGround('ad_taken_down', ground);
    let issued: IssuedDecision | undefined;
    let resolved: ReporterOf[] = [];
    const takenDown = await this.deps.uow.transaction(async (repos) => {
      const ad = await lockedAd(repos, id);
      if (ad.status !== 'active' && ad.status !== 'paused')
        throw new ApiError(409, 'CONFLICT', 'Only a live or paused ad can be taken down');
      const now = this.deps.clock.now();
      const by = { adminId: admin.id, adminEmail: admin.email, createdAt: now };
      await repos.auditLog.record({
        ...by,
        action: 'ad_taken_down',
        targetId: id,
        targetLabel: ad.title,
        detail: trimmed,
      });
      resolved = await repos.reports.resolveOpenOfAd(id, `Anzeige offline genommen: ${trimmed}`, now);
      for (const report of resolved)
        await repos.auditLog.record({
          ...by,
          action: 'report_updated',
          targetId: report.id,
          targetLabel: ad.title,
          detail: 'resolved',
        });
      issued = await moderatorsDecision(this.deps, repos, admin, ad, 'ad_taken_down', decidedGround, trimmed);
      return (await repos.ads.update(id, { status: 'rejected', rejectionReason: trimmed, pausedAt: null }))!;
    });
    await tellSeller(this.deps, takenDown, issued!);
    await this.deps.tellActioned.execute(resolved, takenDown.title);
    return announceChange(this.deps.adsChanged, takenDown);
  }
}
