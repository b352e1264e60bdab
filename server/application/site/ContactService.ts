import { ApiError } from '../../domain/ApiError';
import type { AdStats } from '../ads/AdStats';
import type { AdReportReason } from '../../../src/domain/report';
import { contactMail, type ContactRequest } from '../mail/mailTemplates';
import type { ReportsService } from '../reports/ReportsService';
import type { Clock, Logger, Mailer, UnitOfWork } from '../shared/ports';
import type { UserRecord } from '../../domain/user';
import { isLive } from '../../domain/ad';

/** Visitors write to an ad's owner by mail (never exposing the owner's address), or report an ad to the moderators' queue. */
export class ContactService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'users'>;
      clock: Clock;
      mailer: Mailer;
      log: Logger;
      publicUrl: string;
      reports: ReportsService;
      stats: Pick<AdStats, 'count'>;
    },
  ) {}

  private async liveAd(adId: string) {
    const ad = await this.deps.uow.repos.ads.findById(adId);
    if (!ad || !isLive(ad, this.deps.clock.now())) throw ApiError.notFound('Ad');
    return ad;
  }

  async contactOwner(adId: string, request: ContactRequest, sender: UserRecord | null): Promise<void> {
    const ad = await this.liveAd(adId);
    if (sender?.id === ad.ownerId) throw new ApiError(409, 'CONFLICT', 'This is your own ad');
    const owner = await this.deps.uow.repos.users.findById(ad.ownerId);
    if (!owner || owner.blocked) throw ApiError.notFound('Ad');
    await this.send(contactMail(owner.language, owner.email, ad.title, `${this.deps.publicUrl}/ads/${ad.id}`, request));
    this.deps.stats.count(ad.id, 'contacts');
  }

  async report(adId: string, reason: AdReportReason, message: string, reporter: UserRecord | null): Promise<void> {
    await this.deps.reports.fileAdReport(await this.liveAd(adId), reason, message, reporter);
  }

  private async send(message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      // Unlike a code mail, nothing else would deliver this message: the visitor must know it did not go out.
      this.deps.log.error({ err: error }, 'sending a contact mail failed');
      throw new ApiError(502, 'INTERNAL', 'The message could not be sent right now; please try again later');
    }
  }
}
