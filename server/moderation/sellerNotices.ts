import type { AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import type { DecisionGround } from '../../src/domain/decisions';
import type { Clock, Logger, Mailer, Repositories, UnitOfWork } from '../platform/ports';
import { moderationMail, type ModerationDecision } from './moderationMail';
import type { IssuedDecision, StatementsOfReasons } from './StatementsOfReasons';

/** What a moderator's decision about an ad needs to reach its seller. */
export interface SellerNoticeDeps {
  statements: Pick<StatementsOfReasons, 'issue' | 'send'>;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  clock: Clock;
}

/**
 * The seller hears of every decision, in their language. The decision stands when the mail cannot be queued (it is
 * logged); the dashboard shows it and a rejection's reason either way.
 */
export async function tellSeller(
  deps: SellerNoticeDeps & { uow: UnitOfWork<'users'> },
  ad: AdRecord,
  decision: ModerationDecision | IssuedDecision,
): Promise<void> {
  try {
    const owner = await deps.uow.repos.users.findById(ad.ownerId);
    if (!owner || owner.blocked) return;
    // A restriction's mail is its statement of reasons; approvals and requests for changes keep their own mail.
    if (typeof decision !== 'string') return await deps.statements.send(decision, owner);
    await deps.mailer.send(
      moderationMail({
        to: owner.email,
        name: owner.name,
        language: owner.language,
        adTitle: ad.title,
        decision,
        reason: ad.rejectionReason,
        adUrl: `${deps.publicUrl}/ads/${ad.id}`,
        editUrl: `${deps.publicUrl}/app/ads/${ad.id}/edit`,
      }),
    );
  } catch (err) {
    deps.log.error({ err, adId: ad.id }, 'queueing the moderation mail failed');
  }
}

/** The statement of reasons of a moderator's decision about an ad (noting when the risk check had found it). */
export async function moderatorsDecision(
  deps: Pick<SellerNoticeDeps, 'statements' | 'clock'>,
  repos: Pick<Repositories, 'decisions'>,
  admin: UserRecord,
  ad: AdRecord,
  kind: 'ad_rejected' | 'ad_taken_down',
  ground: DecisionGround,
  facts: string,
): Promise<IssuedDecision> {
  const found = kind === 'ad_rejected' && (await repos.decisions.standingHoldOf(ad.id)) !== null;
  return deps.statements.issue(repos, {
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
    createdAt: deps.clock.now(),
  });
}
