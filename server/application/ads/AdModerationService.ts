import type { AdStatus } from '../../../src/domain/ad';
import type { RiskOutcome, RiskVerdict } from '../../../src/domain/risk';
import { ApiError } from '../../domain/ApiError';
import type { AdRecord } from '../../domain/ad';
import type { UserRecord } from '../../domain/user';
import type { Clock, Logger, Mailer, Repositories, UnitOfWork } from '../shared/ports';
import { moderationMail, type ModerationDecision } from '../mail/moderationMail';
import { goingLive } from '../../../src/domain/adLife';
import { announceChange, checkedReason, lockedAd } from './adWrites';
import type { DecisionGround } from '../../../src/domain/decisions';
import { checkedGround } from '../../domain/decisionGround';
import type { IssuedDecision, StatementsOfReasons } from '../decisions/StatementsOfReasons';
import type { ReportsService } from '../reports/ReportsService';

/** The admins' review of ads waiting to go online (when MODERATION is on). */
export class AdModerationService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<
        'ads' | 'auditLog' | 'decisions' | 'ledger' | 'packages' | 'reports' | 'riskAssessments' | 'users'
      >;
      clock: Clock;
      /** Each rejection and take-down is a decision with a statement of reasons to the seller (DSA Art. 17). */
      statements: StatementsOfReasons;
      /** The reporters of an ad taken down hear that their notice led to action (DSA Art. 16(5)). */
      reporters: ReportsService;
      mailer: Mailer;
      log: Logger;
      publicUrl: string;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  /** The ads of one status, oldest first, each with what the risk assessment found (for the desk only). */
  async queue(status: AdStatus): Promise<{ ad: AdRecord; risk: RiskVerdict | null }[]> {
    const ads = await this.deps.uow.repos.ads.listByStatus(status, 200);
    const risks = await this.deps.uow.repos.riskAssessments.ofAds(ads.map((ad) => ad.id));
    return ads.map((ad) => ({ ad, risk: risks.get(ad.id) ?? null }));
  }

  /** How the holds of each signal fared: the desk's false-alarm rate per signal. */
  riskOutcomes(): Promise<RiskOutcome[]> {
    return this.deps.uow.repos.riskAssessments.outcomesBySignal();
  }

  async approve(admin: UserRecord, id: string): Promise<AdRecord> {
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
    await this.tellSeller(approved, 'approved');
    return announceChange(this.deps.adsChanged, approved);
  }

  /** The credit spent on publishing comes back: the owner can fix the ad and publish again. */
  async reject(admin: UserRecord, id: string, reason: string, ground?: DecisionGround): Promise<AdRecord> {
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
      issued = await this.decision(repos, admin, ad, 'ad_rejected', decidedGround, trimmed);
      return (await repos.ads.update(id, { status: 'rejected', rejectionReason: trimmed }))!;
    });
    await this.tellSeller(rejected, issued!);
    return rejected;
  }

  /**
   * Not a refusal: the seller is asked to change something (a photo, the price) and keeps the credit; once edited, the
   * ad is back in the queue without a new one.
   */
  async requestChanges(admin: UserRecord, id: string, reason: string): Promise<AdRecord> {
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
    await this.tellSeller(sentBack, 'changes_requested');
    return sentBack;
  }

  /**
   * An admin takes one live (or paused) ad offline with a reason, without blocking its owner: the seller sees the
   * reason on the dashboard and in a mail, and may change the ad and publish it again. Its credit is not refunded. The
   * ad's open reports are resolved with it (they asked for exactly this), each in the audit log.
   */
  async takeDown(admin: UserRecord, id: string, reason: string, ground?: DecisionGround): Promise<AdRecord> {
    const trimmed = checkedReason(reason);
    const decidedGround = checkedGround('ad_taken_down', ground);
    let issued: IssuedDecision | undefined;
    let resolved: { id: string; reporterId: string | null }[] = [];
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
      issued = await this.decision(repos, admin, ad, 'ad_taken_down', decidedGround, trimmed);
      return (await repos.ads.update(id, { status: 'rejected', rejectionReason: trimmed, pausedAt: null }))!;
    });
    await this.tellSeller(takenDown, issued!);
    await this.deps.reporters.tellActioned(resolved, takenDown.title);
    return announceChange(this.deps.adsChanged, takenDown);
  }

  /**
   * The seller hears of every decision, in their language. The decision stands when the mail cannot be queued (it is
   * logged); the dashboard shows it and a rejection's reason either way.
   */
  private async tellSeller(ad: AdRecord, decision: ModerationDecision | IssuedDecision): Promise<void> {
    try {
      const owner = await this.deps.uow.repos.users.findById(ad.ownerId);
      if (!owner || owner.blocked) return;
      // A restriction's mail is its statement of reasons; approvals and requests for changes keep their own mail.
      if (typeof decision !== 'string') return await this.deps.statements.send(decision, owner);
      const { publicUrl } = this.deps;
      await this.deps.mailer.send(
        moderationMail({
          to: owner.email,
          name: owner.name,
          language: owner.language,
          adTitle: ad.title,
          decision,
          reason: ad.rejectionReason,
          adUrl: `${publicUrl}/ads/${ad.id}`,
          editUrl: `${publicUrl}/app/ads/${ad.id}/edit`,
        }),
      );
    } catch (err) {
      this.deps.log.error({ err, adId: ad.id }, 'queueing the moderation mail failed');
    }
  }

  /** The statement of reasons of a moderator's decision about an ad (noting when the risk check had found it). */
  private async decision(
    repos: Pick<Repositories, 'decisions'>,
    admin: UserRecord,
    ad: AdRecord,
    kind: 'ad_rejected' | 'ad_taken_down',
    ground: DecisionGround,
    facts: string,
  ): Promise<IssuedDecision> {
    const found = kind === 'ad_rejected' && (await repos.decisions.standingHoldOf(ad.id)) !== null;
    return this.deps.statements.issue(repos, {
      kind,
      ground,
      facts,
      automatedDetection: found,
      automatedDecision: false,
      adId: ad.id,
      adTitle: ad.title,
      reportId: null,
      recipientId: ad.ownerId,
      decidedBy: admin.id,
      createdAt: this.deps.clock.now(),
    });
  }
}
