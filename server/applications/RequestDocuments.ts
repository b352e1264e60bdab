import type { ApplicationBoard } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import { documentsRequestedMail } from './applicationMail';
import type { Clock, Mailer, UnitOfWork } from '../platform/ports';
import { ReadApplications } from './ReadApplications';

/**
 * The landlord asks a shortlisted applicant for documents (payslips, a credit report, the previous landlord's
 * confirmation), the last stage before a contract; the applicant is mailed and decides what to share.
 */
export class RequestDocuments {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'applications' | 'users'>;
      clock: Clock;
      mailer: Mailer;
      publicUrl: string;
    },
  ) {}

  async execute(landlordId: string, applicationId: string): Promise<ApplicationBoard> {
    const { repos } = this.deps.uow;
    const application = await repos.applications.find(applicationId);
    const ad = application && (await repos.ads.findById(application.adId));
    if (!application || !ad || ad.ownerId !== landlordId) throw ApiError.notFound('Application');
    if (application.status !== 'shortlisted' || application.closedAt)
      throw new ApiError(409, 'NOT_SHORTLISTED', 'Documents are asked for from shortlisted applicants only');
    if (application.documentsRequestedAt === null) {
      await repos.applications.requestDocuments(application.id, this.deps.clock.now());
      const seeker = await repos.users.findById(application.seekerId);
      if (seeker && !seeker.blocked)
        await this.deps.mailer.send(
          documentsRequestedMail({
            to: seeker.email,
            name: seeker.name,
            language: seeker.language,
            adTitle: ad.title,
            url: `${this.deps.publicUrl}/app/applications`,
          }),
        );
    }
    return new ReadApplications(this.deps).execute(landlordId, ad.id);
  }
}
