import type { Application, ApplicationBoard } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import { toApplicantCard, toApplication } from './applicationViews';

/** The applicant's applications with what each shares and every view; the landlord's board of one ad. */
export class ReadApplications {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'applications'> }) {}

  async mine(userId: string): Promise<Application[]> {
    const { applications } = this.deps.uow.repos;
    const views = await applications.viewsOf(userId);
    const mine = await applications.ofSeeker(userId);
    const result: Application[] = [];
    for (const { application, adTitle } of mine)
      result.push(toApplication(application, adTitle, await applications.sharedDocumentIds(application.id), views));
    return result;
  }

  async execute(userId: string, adId: string): Promise<ApplicationBoard> {
    const { ads, applications } = this.deps.uow.repos;
    const ad = await ads.findById(adId);
    if (!ad || ad.ownerId !== userId) throw ApiError.notFound('Ad');
    const applicants = await applications.applicantsOf(ad.id);
    return {
      adId: ad.id,
      adTitle: ad.title,
      adStatus: ad.status,
      closed: applicants.some((a) => a.application.status === 'accepted'),
      applicants: applicants.map(toApplicantCard),
    };
  }
}
