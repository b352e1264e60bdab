import type { Report, ReportOutcome, ReportStatus } from '../../src/domain/report';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ReportRecord } from './ports';
import { reportedTitle, reportViews } from './reportViews';
import { reporterAddress } from './reporterMail';
import type { IssuedDecision, StatementsOfReasons } from './StatementsOfReasons';
import type { TellReportersActioned } from './TellReportersActioned';

const DISMISSED_FACTS =
  'Die gemeldeten Inhalte verstoßen nach unserer Prüfung weder gegen Gesetze noch gegen unsere AGB.';

/**
 * A report moves through the queue; resolving it says what came of it (acted on unless dismissed), and its reporter
 * hears so once (DSA Art. 16(5)): a dismissal comes as a statement of reasons they may contest. A resolved report's
 * outcome stands — the reporter was told it, the transparency report counts it; a reporter who disagrees complains
 * (Art. 20) — so saving it again changes its note only and tells nobody again.
 */
export class UpdateReportHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'reports' | 'users'>;
      clock: Clock;
      /** A dismissed notice is a decision its reporter may contest (DSA Art. 17, 20). */
      statements: Pick<StatementsOfReasons, 'issue' | 'send'>;
      tellActioned: Pick<TellReportersActioned, 'execute'>;
    },
  ) {}

  async execute(
    admin: UserRecord,
    id: string,
    change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome },
  ): Promise<Report> {
    const now = this.deps.clock.now();
    let dismissal: IssuedDecision | null = null;
    let resolvedNow = false;
    const updated = await this.deps.uow.transaction(async (repos) => {
      const before = await repos.reports.findById(id);
      if (!before) throw ApiError.notFound('Report');
      if (
        before.status === 'resolved' &&
        ((change.status !== undefined && change.status !== 'resolved') ||
          (change.outcome !== undefined && change.outcome !== before.outcome))
      )
        throw new ApiError(
          409,
          'REPORT_RESOLVED',
          'This report is resolved and its outcome stands; only its note changes',
        );
      resolvedNow = change.status === 'resolved' && before.status !== 'resolved';
      const outcome = resolvedNow ? (change.outcome ?? 'actioned') : undefined;
      const report = (await repos.reports.update(id, { status: change.status, note: change.note, outcome, now }))!;
      // The entry names the report's reason and its new status as codes (the log translates them); the note stays on the report.
      await repos.auditLog.record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'report_updated',
        targetId: id,
        targetLabel: report.reason,
        detail: outcome === 'dismissed' ? 'dismissed' : (change.status ?? ''),
        createdAt: now,
      });
      if (outcome === 'dismissed' && (report.reporterId || report.reporterContact))
        dismissal = await this.deps.statements.issue(repos, {
          kind: 'report_dismissed',
          ground: 'no_violation',
          facts: report.note || DISMISSED_FACTS,
          automatedDetection: false,
          automatedDecision: false,
          adId: report.adId,
          adTitle: await reportedTitle(repos, report),
          reportId: report.id,
          recipientId: report.reporterId,
          decidedBy: admin.id,
          createdAt: now,
        });
      return report;
    });
    if (resolvedNow) await this.tellReporter(updated, dismissal);
    const [report] = await reportViews(this.deps.uow.repos, [updated]);
    return report!;
  }

  private async tellReporter(report: ReportRecord, dismissal: IssuedDecision | null): Promise<void> {
    const account = report.reporterId ? await this.deps.uow.repos.users.findById(report.reporterId) : null;
    const reporter = reporterAddress(report, account);
    if (!reporter) return;
    if (dismissal) return this.deps.statements.send(dismissal, reporter);
    if (report.outcome === 'actioned')
      await this.deps.tellActioned.execute([report], await reportedTitle(this.deps.uow.repos, report));
  }
}
