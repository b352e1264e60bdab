import type { AdReportReason } from '../../src/domain/report';
import type { UserRecord } from '../accounts/ports';
import type { FileReport, ReporterContact } from '../moderation/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { liveAd } from './liveAd';

/**
 * Anyone reports a live ad from its page: a notice into the moderators' queue. A visitor may leave an address to hear
 * back (receipt and outcome); a signed-in reporter hears back through their account.
 */
export class ReportAdHandler {
  constructor(
    private readonly deps: { uow: UnitOfWork<'ads'>; clock: Clock; fileReport: Pick<FileReport, 'execute'> },
  ) {}

  async execute(
    adId: string,
    reason: AdReportReason,
    message: string,
    reporter: UserRecord | null,
    contact: ReporterContact | null = null,
  ): Promise<void> {
    const ad = await liveAd(this.deps, adId);
    await this.deps.fileReport.execute({ subject: 'ad', ad, reporter, contact }, reason, message);
  }
}
