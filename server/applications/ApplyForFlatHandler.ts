import type { Application } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { toApplication } from './applicationViews';

/**
 * A seeker who wrote about a live flat applies with one click: the application starts where they are — "Besichtigt"
 * when the landlord marked them as having come to a viewing, "Eingeladen" when invited to one, else "Neu" — and with
 * their consent (or not) to show the profile once the stage allows it.
 */
export class ApplyForFlatHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'applications' | 'viewings' | 'conversations'>;
      clock: Clock;
    },
  ) {}

  async execute(userId: string, adId: string, profileConsent: boolean): Promise<Application> {
    const now = this.deps.clock.now();
    return this.deps.uow.transaction(async (repos) => {
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
      return toApplication(application, ad.title, [], []);
    });
  }
}
