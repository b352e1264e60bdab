import { ApiError } from '../../domain/ApiError';
import { contactMail, reportMail, type ContactRequest } from '../mail/mailTemplates';
import type { Logger, Mailer, UnitOfWork } from '../shared/ports';
import type { UserRecord } from '../../domain/user';

export const REPORT_REASONS = ['fraud', 'wrong_information', 'offensive', 'duplicate', 'no_longer_available', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Visitors write to an ad's owner, or report an ad to the administrators — both by mail, never exposing addresses. */
export class ContactService {
  constructor(private readonly deps: { uow: UnitOfWork; mailer: Mailer; log: Logger; publicUrl: string; adminEmail: string }) {}

  private async liveAd(adId: string) {
    const ad = await this.deps.uow.repos.ads.findById(adId);
    if (!ad || ad.status !== 'active' || (ad.expiresAt && ad.expiresAt < new Date())) throw ApiError.notFound('Ad');
    return ad;
  }

  async contactOwner(adId: string, request: ContactRequest, sender: UserRecord | null): Promise<void> {
    const ad = await this.liveAd(adId);
    if (sender?.id === ad.ownerId) throw new ApiError(409, 'CONFLICT', 'This is your own ad');
    const owner = await this.deps.uow.repos.users.findById(ad.ownerId);
    if (!owner || owner.blocked) throw ApiError.notFound('Ad');
    await this.send(contactMail(owner.language, owner.email, ad.title, `${this.deps.publicUrl}/ads/${ad.id}`, request));
  }

  async report(adId: string, reason: ReportReason, message: string, reporter: UserRecord | null): Promise<void> {
    const ad = await this.liveAd(adId);
    await this.send(reportMail(this.deps.adminEmail, ad.title, `${this.deps.publicUrl}/ads/${ad.id}`, reason, message, reporter?.email ?? null));
    this.deps.log.info({ adId, reason, reporter: reporter?.id ?? null }, 'ad reported');
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
