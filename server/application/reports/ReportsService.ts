import type { Report, ReportedMessage, ReportEvidence, ReportOutcome, ReportStatus } from '../../../src/domain/report';
import { ApiError } from '../../domain/ApiError';
import type { UserRecord } from '../../domain/user';
import { reportMail } from '../mail/mailTemplates';
import type { Clock, Logger, Mailer, MailMessage, Repositories, UnitOfWork } from '../shared/ports';
import type { IssuedDecision, StatementsOfReasons } from '../decisions/StatementsOfReasons';
import { reportActionedMail, reportReceivedMail } from '../mail/decisionMail';
import type { ReportRecord } from './ports';

const QUEUE_SIZE = 500;
const DISMISSED_FACTS = 'Die gemeldeten Inhalte verstoßen nach unserer Prüfung weder gegen Gesetze noch gegen unsere AGB.';
const EVIDENCE_KEPT_MS = 183 * 24 * 60 * 60 * 1000;

/**
 * The moderators' report queue: reports of ads (from their page, by anyone) and of conversations (by one of their two
 * people) are stored, the administrators are told by mail, and each report moves from open through review to
 * resolved with a note.
 */
export class ReportsService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'conversations' | 'decisions' | 'reports' | 'users'>;
      mailer: Mailer;
      clock: Clock;
      log: Logger;
      publicUrl: string;
      adminEmail: string;
      /** A dismissed notice is a decision its reporter may contest (DSA Art. 17, 20). */
      statements: StatementsOfReasons;
    },
  ) {}

  async fileAdReport(ad: { id: string; title: string }, reason: string, details: string, reporter: UserRecord | null): Promise<void> {
    const evidence = await this.adAsReported(ad.id);
    await this.file({ subject: 'ad', adId: ad.id, conversationId: null, reporterId: reporter?.id ?? null, reason, details, evidence }, ad.title, reporter);
  }

  async fileConversationReport(conversation: { id: string; adId: string | null; adTitle: string }, reason: string, details: string, reporter: UserRecord): Promise<void> {
    const evidence = { messages: await this.messagesOf(conversation.id) };
    await this.file({ subject: 'conversation', adId: conversation.adId, conversationId: conversation.id, reporterId: reporter.id, reason, details, evidence }, conversation.adTitle, reporter);
  }

  /** Evidence is kept while a decision may be contested, and deleted six months after it (collect the least). */
  async forgetOldEvidence(): Promise<number> {
    return this.deps.uow.repos.reports.forgetEvidenceResolvedBefore(new Date(this.deps.clock.now().getTime() - EVIDENCE_KEPT_MS));
  }

  async list(status: ReportStatus | null): Promise<Report[]> {
    return this.views(await this.deps.uow.repos.reports.list(status, QUEUE_SIZE));
  }

  /** A report with, for a conversation, its messages as the moderator needs them (authors by role and first name). */
  async get(id: string): Promise<{ report: Report; messages: ReportedMessage[] }> {
    const record = await this.deps.uow.repos.reports.findById(id);
    if (!record) throw ApiError.notFound('Report');
    const [report] = await this.views([record]);
    // The conversation as it was reported (kept if an account that wrote in it is deleted), then what was written since.
    const live = record.conversationId ? await this.messagesOf(record.conversationId) : [];
    const reported = record.evidence?.messages;
    const since = record.createdAt.toISOString();
    return { report: report!, messages: reported ? [...reported, ...live.filter((m) => m.createdAt > since)] : live };
  }

  /**
   * A report moves through the queue; resolving it says what came of it (acted on unless dismissed), and its reporter
   * hears so (DSA Art. 16(5)): a dismissal comes as a statement of reasons they may contest.
   */
  async update(admin: UserRecord, id: string, change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome }): Promise<Report> {
    const now = this.deps.clock.now();
    let dismissal: IssuedDecision | null = null;
    let resolvedNow = false;
    const updated = await this.deps.uow.transaction(async (repos) => {
      const before = await repos.reports.findById(id);
      if (!before) throw ApiError.notFound('Report');
      resolvedNow = change.status === 'resolved' && before.status !== 'resolved';
      const outcome = resolvedNow ? (change.outcome ?? 'actioned') : undefined;
      const report = (await repos.reports.update(id, { status: change.status, note: change.note, outcome, now }))!;
      // The entry names the report's reason and its new status as codes (the log translates them); the note stays on the report.
      await repos.auditLog.record({ adminId: admin.id, adminEmail: admin.email, action: 'report_updated', targetId: id, targetLabel: report.reason, detail: outcome === 'dismissed' ? 'dismissed' : (change.status ?? ''), createdAt: now });
      if (outcome === 'dismissed' && report.reporterId)
        dismissal = await this.deps.statements.issue(repos, {
          kind: 'report_dismissed',
          ground: 'no_violation',
          facts: report.note || DISMISSED_FACTS,
          automatedDetection: false,
          automatedDecision: false,
          adId: report.adId,
          adTitle: await titleOf(repos, report),
          reportId: report.id,
          recipientId: report.reporterId,
          decidedBy: admin.id,
          createdAt: now,
        });
      return report;
    });
    if (resolvedNow) await this.tellReporter(updated, dismissal);
    const [report] = await this.views([updated]);
    return report!;
  }

  /** The reporters of content that was acted on hear so (their reports resolved with it). */
  async tellActioned(reports: { reporterId: string | null }[], title: string): Promise<void> {
    const reporters = await this.deps.uow.repos.users.findManyById([...new Set(reports.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))]);
    for (const reporter of reporters) await this.mailTo(reporter, (to) => reportActionedMail(to, title));
  }

  private async tellReporter(report: ReportRecord, dismissal: IssuedDecision | null): Promise<void> {
    const reporter = report.reporterId ? await this.deps.uow.repos.users.findById(report.reporterId) : null;
    if (!reporter) return;
    if (dismissal) return this.deps.statements.send(dismissal, reporter);
    if (report.outcome === 'actioned') await this.tellActioned([report], await titleOf(this.deps.uow.repos, report));
  }


  /** A mail to a reporter; one that cannot be queued is logged (the report and its decision stand). */
  private async mailTo(person: UserRecord, message: (to: { to: string; name: string; language: UserRecord['language'] }) => MailMessage): Promise<void> {
    await this.deps.mailer
      .send(message({ to: person.email, name: person.name, language: person.language }))
      .catch((err: unknown) => this.deps.log.warn({ err, userId: person.id }, 'a mail to a reporter could not be queued'));
  }

  private async file(record: Omit<ReportRecord, 'id' | 'status' | 'note' | 'outcome' | 'resolvedAt' | 'createdAt' | 'updatedAt'>, title: string, reporter: UserRecord | null): Promise<void> {
    const report = await this.deps.uow.repos.reports.create({ ...record, now: this.deps.clock.now() });
    this.deps.log.info({ reportId: report.id, subject: report.subject, reason: report.reason }, 'report filed');
    // The queue holds the report; the mail only tells the administrators to look (a failed mail loses nothing).
    const queueUrl = `${this.deps.publicUrl}/app/admin/reports`;
    await this.deps.mailer
      .send(reportMail(this.deps.adminEmail, title, queueUrl, report.subject, report.reason, report.details, reporter ? `${reporter.name} ${reporter.lastname}` : null))
      .catch((err: unknown) => this.deps.log.warn({ err, reportId: report.id }, 'the report notice could not be queued'));
    // The reporter's confirmation of receipt (DSA Art. 16(4)); an anonymous reporter left no address for one.
    if (reporter) await this.mailTo(reporter, (to) => reportReceivedMail(to, title));
  }

  private async adAsReported(adId: string): Promise<ReportEvidence> {
    const { repos } = this.deps.uow;
    const ad = await repos.ads.findById(adId);
    if (!ad) return {};
    const seller = await repos.users.findById(ad.ownerId);
    const { title, description, priceCents, postalCode, city } = ad;
    return { ad: { title, description, priceCents, postalCode, city, seller: seller ? `${seller.name} ${seller.lastname}` : null } };
  }

  private async messagesOf(conversationId: string): Promise<ReportedMessage[]> {
    const { repos } = this.deps.uow;
    const conversation = await repos.conversations.findById(conversationId);
    if (!conversation) return [];
    const people = new Map((await repos.users.findManyById([conversation.seekerId, conversation.sellerId].filter((id): id is string => id !== null))).map((u) => [u.id, u.name]));
    return (await repos.conversations.messages(conversationId, 500)).map((m) => {
      const author = m.senderId !== null && m.senderId === conversation.sellerId ? 'seller' : 'seeker';
      return { author, authorName: m.senderId ? (people.get(m.senderId) ?? null) : null, body: m.body, createdAt: m.createdAt.toISOString() };
    });
  }

  private async views(records: ReportRecord[]): Promise<Report[]> {
    const { repos } = this.deps.uow;
    const ads = new Map((await repos.ads.findManyById([...new Set(records.flatMap((r) => (r.adId ? [r.adId] : [])))])).map((a) => [a.id, a]));
    const reporters = new Map((await repos.users.findManyById([...new Set(records.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))])).map((u) => [u.id, u]));
    return records.map((r) => {
      const ad = r.adId ? ads.get(r.adId) : undefined;
      const reporter = r.reporterId ? reporters.get(r.reporterId) : undefined;
      return {
        id: r.id,
        subject: r.subject,
        reason: r.reason,
        details: r.details,
        status: r.status,
        outcome: r.outcome,
        note: r.note,
        ad: ad ? { id: ad.id, title: ad.title } : null,
        conversationId: r.conversationId,
        reporter: reporter ? { id: reporter.id, name: `${reporter.name} ${reporter.lastname}` } : null,
        evidence: r.evidence,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
}

/** The reported ad's title as it is now, or as it was reported (read with the caller's repositories: in its transaction). */
async function titleOf(repos: Pick<Repositories, 'ads'>, report: ReportRecord): Promise<string> {
  const ad = report.adId ? await repos.ads.findById(report.adId) : null;
  return ad?.title ?? report.evidence?.ad?.title ?? '';
}
