import type { UserRecord } from '../accounts/ports';
import { reportMail } from '../platform/mailTemplates';
import type { Clock, Logger, Mailer, UnitOfWork } from '../platform/ports';
import { reportReceivedMail } from './decisionMail';
import type { ReportRecord } from './ports';
import type { ReporterContact } from './tables';
import { mailReporter, reporterAddress } from './reporterMail';
import { adAsReported, reportedMessages } from './reportViews';

/** What is reported: an ad (from its page, by anyone) or a conversation (by one of its two people). */
export type ReportedContent =
  | {
      subject: 'ad';
      ad: { id: string; title: string };
      reporter: UserRecord | null;
      /** A visitor's address for the receipt and the outcome (ignored for a signed-in reporter). */
      contact: ReporterContact | null;
    }
  | {
      subject: 'conversation';
      conversation: { id: string; adId: string | null; adTitle: string };
      reporter: UserRecord;
    };

/**
 * A notice into the moderators' queue (DSA Art. 16): stored with the content as it was reported, the administrators
 * told by mail, the reporter sent a confirmation of receipt.
 */
export class FileReport {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'reports' | 'users'>;
      mailer: Mailer;
      clock: Clock;
      log: Logger;
      publicUrl: string;
      adminEmail: string;
    },
  ) {}

  async execute(content: ReportedContent, reason: string, details: string): Promise<void> {
    const { repos } = this.deps.uow;
    const reporterId = content.reporter?.id ?? null;
    const [record, title]: [
      Omit<
        ReportRecord,
        'id' | 'status' | 'note' | 'outcome' | 'resolvedAt' | 'createdAt' | 'updatedAt' | 'reporterContact'
      >,
      string,
    ] =
      content.subject === 'ad'
        ? [
            {
              subject: 'ad',
              adId: content.ad.id,
              conversationId: null,
              reporterId,
              reason,
              details,
              evidence: await adAsReported(repos, content.ad.id),
            },
            content.ad.title,
          ]
        : [
            {
              subject: 'conversation',
              adId: content.conversation.adId,
              conversationId: content.conversation.id,
              reporterId,
              reason,
              details,
              evidence: { messages: await reportedMessages(repos, content.conversation.id) },
            },
            content.conversation.adTitle,
          ];
    const reporterContact = content.subject === 'ad' && !content.reporter ? content.contact : null;
    const report = await repos.reports.create({ ...record, reporterContact, now: this.deps.clock.now() });
    this.deps.log.info({ reportId: report.id, subject: report.subject, reason: report.reason }, 'report filed');
    // The queue holds the report; the mail only tells the administrators to look (a failed mail loses nothing).
    const reporter = content.reporter;
    await this.deps.mailer
      .send(
        reportMail(
          this.deps.adminEmail,
          title,
          `${this.deps.publicUrl}/app/admin/reports`,
          report.subject,
          report.reason,
          report.details,
          reporter ? `${reporter.name} ${reporter.lastname}` : null,
        ),
      )
      .catch((err: unknown) =>
        this.deps.log.warn({ err, reportId: report.id }, 'the report notice could not be queued'),
      );
    // The reporter's confirmation of receipt (DSA Art. 16(4)): to their account, or to the address a visitor gave.
    const address = reporterAddress(report, reporter);
    if (address) await mailReporter(this.deps, address, (to) => reportReceivedMail(to, title));
  }
}
