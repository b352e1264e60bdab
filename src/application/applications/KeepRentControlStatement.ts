import type { Downloads } from '../shared/ports';
import type { ApplicationsApi } from './ports';

/** The Mietpreisbremse statement delivered with an application, saved as its PDF (the applicant's and the landlord's). */
export class KeepRentControlStatement {
  constructor(
    private readonly api: ApplicationsApi,
    private readonly downloads: Downloads,
  ) {}

  async execute(applicationId: string): Promise<void> {
    const { filename, content } = await this.api.rentControlStatement(applicationId);
    this.downloads.save(filename, content);
  }
}
