import type { UserRecord } from '../accounts/ports';
import type { AdStats } from '../ads/ports';
import { ApiError } from '../platform/domain/ApiError';
import { contactMail, type ContactRequest } from '../platform/mailTemplates';
import type { AttemptCounter, Clock, Logger, Mailer, UnitOfWork } from '../platform/ports';
import { liveAd } from './liveAd';

/**
 * Mails one seller receives through the contact form within ten minutes, from everyone together: a seller's inbox is
 * not a target (an attacker sent 70 in seconds from 10 addresses, issue 69). Honest enquiries beyond it go through
 * Inserat's messages, which have their own limits per sender.
 */
export const CONTACT_MAILS_PER_SELLER = { count: 20, windowMs: 10 * 60_000 } as const;

/** A visitor writes to an ad's owner by mail, never seeing the owner's address. */
export class MailAdOwner {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'users'>;
      clock: Clock;
      mailer: Mailer;
      log: Logger;
      publicUrl: string;
      stats: Pick<AdStats, 'count'>;
      attempts: AttemptCounter;
    },
  ) {}

  async execute(adId: string, request: ContactRequest, sender: UserRecord | null): Promise<void> {
    const ad = await liveAd(this.deps, adId);
    if (sender?.id === ad.ownerId) throw new ApiError(409, 'CONFLICT', 'This is your own ad');
    const owner = await this.deps.uow.repos.users.findById(ad.ownerId);
    if (!owner || owner.blocked) throw ApiError.notFound('Ad');
    const { count, windowMs } = CONTACT_MAILS_PER_SELLER;
    if ((await this.deps.attempts.hit(`contact-seller:${owner.id}`, windowMs)) > count)
      throw new ApiError(
        429,
        'SELLER_BUSY',
        'This seller has received many messages just now; please try again later or write through Inserat',
        [],
        windowMs / 1000,
      );
    const message = contactMail(owner.language, owner.email, ad.title, `${this.deps.publicUrl}/ads/${ad.id}`, request);
    try {
      await this.deps.mailer.send(message);
    } catch (error) {
      // Unlike a code mail, nothing else would deliver this message: the visitor must know it did not go out.
      this.deps.log.error({ err: error }, 'sending a contact mail failed');
      throw new ApiError(502, 'INTERNAL', 'The message could not be sent right now; please try again later');
    }
    this.deps.stats.count(ad.id, 'contacts');
  }
}
