import { anonymousInFirstRound, type Application } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { toApplication } from './applicationViews';

/**
 * The applicant decides, per application, what the landlord may see: the profile (after a viewing, or before one) and
 * which documents — documents only after the landlord asked for them. Withdrawing is the same call with less; from
 * then on the landlord's download is refused.
 */
export class ShareWithLandlord {
  constructor(
    private readonly deps: { uow: UnitOfWork<'ads' | 'applications' | 'tenants' | 'viewings'>; clock: Clock },
  ) {}

  async execute(
    userId: string,
    applicationId: string,
    sharing: { profileConsent: boolean; profileBeforeViewing?: boolean; documentIds: string[] },
  ): Promise<Application> {
    const now = this.deps.clock.now();
    return this.deps.uow.transaction(async (repos) => {
      const application = await repos.applications.find(applicationId);
      const ad = application && (await repos.ads.findById(application.adId));
      if (!application || !ad || application.seekerId !== userId) throw ApiError.notFound('Application');
      const ids = [...new Set(sharing.documentIds)];
      if (ids.length > 0 && application.documentsRequestedAt === null)
        throw new ApiError(409, 'DOCUMENTS_NOT_REQUESTED', 'Documents are shared once the landlord asks for them');
      const own = new Set((await repos.tenants.documentsOf(userId)).map((d) => d.id));
      if (ids.some((id) => !own.has(id)))
        throw ApiError.validation([{ field: 'documentIds', code: 'invalid', message: 'Only your own documents' }]);
      await repos.applications.setSharing(
        application.id,
        {
          profileConsent: sharing.profileConsent,
          profileBeforeViewing: sharing.profileBeforeViewing ?? application.profileBeforeViewing,
        },
        ids,
        now,
      );
      const updated = (await repos.applications.find(application.id))!;
      const attended = (await repos.viewings.bookingOf(ad.id, userId))?.attendance === 'attended';
      const disclosed = (await repos.applications.latestDisclosures([application.id])).get(application.id);
      return toApplication(
        updated,
        attended,
        ad.title,
        ids,
        await repos.applications.viewsOf(userId),
        disclosed?.deliveredAt ?? null,
        anonymousInFirstRound(updated, await repos.applications.windowOf(ad.id), now),
      );
    });
  }
}
