import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { StatementPdf } from './ports';

/**
 * The Mietpreisbremse statement delivered with an application, as a PDF: for its applicant (what they were told) and
 * for the ad's landlord (the proof of who was told what, when). Nobody else learns that the application exists.
 */
export class ReadRentControlStatement {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'applications'>; pdf: StatementPdf }) {}

  async execute(userId: string, applicationId: string): Promise<{ filename: string; content: Buffer }> {
    const { ads, applications } = this.deps.uow.repos;
    const application = await applications.find(applicationId);
    const ad = application && (await ads.findById(application.adId));
    if (!application || !ad || (application.seekerId !== userId && ad.ownerId !== userId))
      throw ApiError.notFound('Application');
    const delivered = (await applications.latestDisclosures([application.id])).get(application.id);
    if (!delivered) throw ApiError.notFound('Rent control statement');
    const title = delivered.language === 'en' ? 'Rent control statement' : 'Auskunft zur Mietpreisbremse';
    return {
      filename: `${delivered.language === 'en' ? 'rent-control-statement' : 'mietpreisbremse-auskunft'}-${ad.id.slice(0, 8)}.pdf`,
      content: await this.deps.pdf.render(delivered.text, title),
    };
  }
}
