import { anonymousInFirstRound, type Application } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import { toApplication } from './applicationViews';
import type { ApplicantMessages } from './ports';
import { discloseRentControl, sendStatementMessage, statementDue } from './rentControlDisclosure';

/**
 * A seeker who wrote about a live flat applies with one click: the application starts where they are — "Besichtigt"
 * when the landlord marked them as having come to a viewing, "Eingeladen" when invited to one, else "Neu" — and with
 * their consent (or not) to show the profile once a viewing took place.
 */
export class ApplyForFlatHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'applications' | 'viewings' | 'conversations' | 'users'>;
      clock: Clock;
      messages: ApplicantMessages;
      log: Logger;
    },
  ) {}

  async execute(userId: string, adId: string, profileConsent: boolean): Promise<Application> {
    const now = this.deps.clock.now();
    const applied = await this.deps.uow.transaction(async (repos) => {
      const ad = await repos.ads.findById(adId);
      if (!ad || ad.ownerId === userId || !['active', 'paused'].includes(ad.status)) throw ApiError.notFound('Ad');
      await repos.ads.lockForUpdate(ad.id);
      if (!(await repos.viewings.hasEnquired(ad.id, userId)))
        throw new ApiError(409, 'CONTACT_FIRST', 'Write to the landlord about this flat first');
      const blocks = await repos.conversations.blocks(ad.ownerId, userId);
      if (blocks.aBlockedB || blocks.bBlockedA)
        throw new ApiError(403, 'CONVERSATION_BLOCKED', 'One of you blocked the other');
      if ((await repos.applications.applicantsOf(ad.id)).some((a) => a.application.status === 'accepted'))
        throw new ApiError(409, 'APPLICATIONS_CLOSED', 'The landlord has chosen a tenant');
      if (await repos.applications.of(ad.id, userId))
        throw new ApiError(409, 'ALREADY_APPLIED', 'You have applied for this flat already');
      const booking = await repos.viewings.bookingOf(ad.id, userId);
      const status =
        booking?.attendance === 'attended'
          ? 'viewed'
          : (await repos.viewings.isInvited(ad.id, userId))
            ? 'invited'
            : 'new';
      const application = await repos.applications.create({
        adId: ad.id,
        seekerId: userId,
        status,
        profileConsent,
        at: now,
      });
      // Where a Mietpreisbremse applies, the statement comes with the application: in text form before any Zusage.
      const due = statementDue(ad, now);
      const disclosure = due && (await discloseRentControl(repos, ad, due, application, now));
      const landlord = disclosure ? await repos.users.findById(ad.ownerId) : null;
      const conversation = disclosure ? await repos.conversations.findFor(ad.id, userId) : null;
      return {
        view: toApplication(
          application,
          booking?.attendance === 'attended',
          ad.title,
          [],
          [],
          disclosure ? now : null,
          anonymousInFirstRound(application, await repos.applications.windowOf(ad.id), now),
        ),
        tell: landlord && conversation && disclosure ? { landlord, conversationId: conversation.id, disclosure } : null,
      };
    });
    if (applied.tell) {
      const { landlord, conversationId, disclosure } = applied.tell;
      await sendStatementMessage(this.deps, landlord, conversationId, disclosure, { adId });
    }
    return applied.view;
  }
}
