import {
  anonymousInFirstRound,
  firstRoundPlace,
  type Application,
  type ApplicationBoard,
} from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { toApplicantCard, toApplication } from './applicationViews';

/** The applicant's applications with what each shares and every view; the landlord's board of one ad (marked seen). */
export class ReadApplications {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'applications'>; clock: Clock }) {}

  async mine(userId: string): Promise<Application[]> {
    const { applications } = this.deps.uow.repos;
    const views = await applications.viewsOf(userId);
    const mine = await applications.ofSeeker(userId);
    const disclosed = await applications.latestDisclosures(mine.map((m) => m.application.id));
    const result: Application[] = [];
    const now = this.deps.clock.now();
    for (const { application, adTitle, attended } of mine)
      result.push(
        toApplication(
          application,
          attended,
          adTitle,
          await applications.sharedDocumentIds(application.id),
          views,
          disclosed.get(application.id)?.deliveredAt ?? null,
          anonymousInFirstRound(application, await applications.windowOf(application.adId), now),
        ),
      );
    return result;
  }

  async execute(userId: string, adId: string): Promise<ApplicationBoard> {
    const { ads, applications } = this.deps.uow.repos;
    const ad = await ads.findById(adId);
    if (!ad || ad.ownerId !== userId) throw ApiError.notFound('Ad');
    // The landlord has the board before them: each application on it is "gesehen" for its applicant from now on.
    await applications.markSeen(ad.id, this.deps.clock.now());
    const arrived = await applications.applicantsOf(ad.id);
    const windowEndsAt = await applications.windowOf(ad.id);
    // Once a window was set the order is the fair one, fixed per ad; otherwise by arrival.
    const applicants = windowEndsAt
      ? [...arrived].sort((a, b) => firstRoundPlace(ad.id, a.application.id) - firstRoundPlace(ad.id, b.application.id))
      : arrived;
    const disclosed = await applications.latestDisclosures(applicants.map((a) => a.application.id));
    const now = this.deps.clock.now();
    return {
      adId: ad.id,
      adTitle: ad.title,
      adStatus: ad.status,
      windowEndsAt: windowEndsAt?.toISOString() ?? null,
      closed: applicants.some((a) => a.application.status === 'accepted'),
      applicants: applicants.map((a, index) =>
        toApplicantCard(a, disclosed.get(a.application.id)?.deliveredAt ?? null, {
          number: index + 1,
          anonymous: anonymousInFirstRound(a.application, windowEndsAt, now),
        }),
      ),
    };
  }
}
