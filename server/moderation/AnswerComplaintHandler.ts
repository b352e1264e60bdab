import { resumedRuntime, goingLive } from '../../src/domain/adLife';
import type { ComplaintCase, ComplaintOutcome } from '../../src/domain/decisions';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import { complaintAnsweredMail } from './decisionMail';
import type { Clock, Logger, Mailer, Repositories, UnitOfWork } from '../platform/ports';
import { complaintText } from './complaintText';
import { toComplaint, toDecision } from './decisionView';
import type { DecisionRecord } from './ports';
import type { StatementsOfReasons } from './StatementsOfReasons';

type Repos = Pick<Repositories, 'ads' | 'auditLog' | 'decisions' | 'ledger' | 'packages' | 'reports' | 'users'>;

/**
 * A moderator answers an internal complaint with reasons (DSA Art. 20): never the one who made the decision. Upholding
 * it leaves everything as it is; reversing it undoes the decision — a held or rejected ad goes live, an ad taken down
 * comes back with the runtime it had left, a blocked account is unblocked, a dismissed report is opened again — all in
 * one transaction with the audit log, and the complainant is told by mail.
 */
export class AnswerComplaintHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'ledger' | 'packages' | 'reports' | 'users'>;
      clock: Clock;
      mailer: Mailer;
      log: Logger;
      statements: StatementsOfReasons;
      /** After a reversal that changes what visitors see (an ad back online, an account's ads shown again). */
      adsChanged: () => void;
    },
  ) {}

  /** The complaints waiting for an answer, oldest first, each saying whether this moderator may answer it. */
  async open(admin: UserRecord): Promise<ComplaintCase[]> {
    const { repos } = this.deps.uow;
    const now = this.deps.clock.now();
    const cases: ComplaintCase[] = [];
    for (const complaint of await repos.decisions.complaints(true, 200)) {
      const decision = (await repos.decisions.findById(complaint.decisionId))!;
      const [complainant, decider] = await repos.users
        .findManyById([decision.recipientId, decision.decidedBy].filter((id): id is string => id !== null))
        .then((users) => [decision.recipientId, decision.decidedBy].map((id) => users.find((u) => u.id === id)));
      cases.push({
        complaint: toComplaint(complaint),
        decision: toDecision(decision, complaint, now),
        complainant: complainant ? `${complainant.name} ${complainant.lastname}` : null,
        decidedBy: decider?.email ?? null,
        mayDecide: decision.decidedBy !== admin.id,
      });
    }
    return cases;
  }

  async execute(
    admin: UserRecord,
    complaintId: string,
    outcome: ComplaintOutcome,
    answer: string,
  ): Promise<ComplaintCase> {
    const trimmed = complaintText('answer', answer);
    const now = this.deps.clock.now();
    const done = await this.deps.uow.transaction(async (repos) => {
      const found = await repos.decisions.findComplaint(complaintId);
      if (!found) throw ApiError.notFound('Complaint');
      const decision = (await repos.decisions.findById(found.decisionId))!;
      if (decision.decidedBy === admin.id)
        throw new ApiError(409, 'SAME_MODERATOR', 'Someone other than the moderator who decided must answer');
      const complaint = await repos.decisions.answer(complaintId, {
        outcome,
        answer: trimmed,
        handledBy: admin.id,
        at: now,
      });
      if (!complaint) throw new ApiError(409, 'ALREADY_ANSWERED', 'This complaint was already answered');
      const by = { adminId: admin.id, adminEmail: admin.email, createdAt: now };
      await repos.auditLog.record({
        ...by,
        action: outcome === 'reversed' ? 'complaint_reversed' : 'complaint_upheld',
        targetId: decision.id,
        targetLabel: decision.adTitle ?? decision.kind,
        detail: trimmed,
      });
      if (outcome === 'reversed') {
        await repos.decisions.markReversed(decision.id, now);
        await reverse(repos, decision, by);
      }
      return { decision: { ...decision, reversedAt: outcome === 'reversed' ? now : decision.reversedAt }, complaint };
    });
    if (outcome === 'reversed') this.deps.adsChanged();
    await this.tellComplainant(done.decision, outcome, trimmed);
    return {
      complaint: toComplaint(done.complaint),
      decision: toDecision(done.decision, done.complaint, now),
      complainant: null,
      decidedBy: null,
      mayDecide: false,
    };
  }

  private async tellComplainant(decision: DecisionRecord, outcome: ComplaintOutcome, answer: string): Promise<void> {
    const person = decision.recipientId ? await this.deps.uow.repos.users.findById(decision.recipientId) : null;
    if (!person) return;
    const to = { to: person.email, name: person.name, language: person.language };
    const url = this.deps.statements.pageUrl(decision.id);
    await this.deps.mailer
      .send(complaintAnsweredMail(to, { kind: decision.kind, adTitle: decision.adTitle, outcome, answer, url }))
      .catch((err: unknown) =>
        this.deps.log.error({ err, decisionId: decision.id }, 'queueing the complaint answer failed'),
      );
  }
}

/** Undoes a decision where what it restricted is still as the decision left it (an ad edited since stays as it is). */
async function reverse(
  repos: Repos,
  decision: DecisionRecord,
  by: { adminId: string; adminEmail: string; createdAt: Date },
): Promise<void> {
  const now = by.createdAt;
  if (decision.kind === 'account_blocked' && decision.recipientId) {
    const user = await repos.users.findById(decision.recipientId);
    if (!user?.blocked) return;
    await repos.users.update(user.id, { blocked: false });
    const label = `${user.name} ${user.lastname} (${user.email})`;
    await repos.auditLog.record({ ...by, action: 'user_unblocked', targetId: user.id, targetLabel: label, detail: '' });
    return;
  }
  if (decision.kind === 'report_dismissed') {
    // The notice is looked at again: back in the queue, with what the reporter said against the dismissal.
    if (decision.reportId) await repos.reports.update(decision.reportId, { status: 'open', now });
    return;
  }
  if (!decision.adId || !(await repos.ads.lockForUpdate(decision.adId))) return;
  const ad = (await repos.ads.findById(decision.adId))!;
  const restricted = decision.kind === 'ad_held' ? ad.status === 'pending' : ad.status === 'rejected';
  if (!restricted) return;
  await repos.auditLog.record({ ...by, action: 'ad_approved', targetId: ad.id, targetLabel: ad.title, detail: '' });
  if (ad.publishedAt !== null) {
    // It was live: it comes back with the runtime (and highlight) it had left when it was taken offline.
    const runtime = resumedRuntime(
      { expiresAt: ad.expiresAt, featuredUntil: ad.featuredUntil, pausedAt: decision.createdAt },
      now,
    );
    await repos.ads.update(ad.id, { status: 'active', rejectionReason: null, ...runtime });
    return;
  }
  // Its first publication: it goes live now for its package's runtime. A rejection refunded the credit; it is spent
  // again if the seller still has it (if not, the ad goes live all the same — the mistake was ours).
  if (decision.kind === 'ad_rejected' && ad.packageId) {
    await repos.ledger.lockUser(ad.ownerId);
    const balance = (await repos.ledger.balances(ad.ownerId)).find((b) => b.packageId === ad.packageId);
    if (balance && balance.credits > 0)
      await repos.ledger.append({
        userId: ad.ownerId,
        packageId: ad.packageId,
        amount: -1,
        reason: 'publish',
        adId: ad.id,
      });
  }
  const pkg = ad.packageId ? await repos.packages.findById(ad.packageId) : null;
  await repos.ads.update(ad.id, {
    status: 'active',
    rejectionReason: null,
    publishedAt: now,
    ...goingLive(now, ad.durationDays ?? 30, pkg?.featured ?? false),
  });
}
