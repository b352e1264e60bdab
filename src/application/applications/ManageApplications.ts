import type { Application, Sharing } from '../../domain/applications';
import type { ApplicationsApi } from './ports';

/** My applications, and what each shares with its landlord (less is a withdrawal). */
export class ManageApplications {
  constructor(private readonly api: ApplicationsApi) {}

  list(): Promise<Application[]> {
    return this.api.mine();
  }

  execute(applicationId: string, sharing: Sharing): Promise<Application> {
    return this.api.share(applicationId, sharing);
  }
}
