import type { Application } from '../../domain/applications';
import type { ApplicationsApi } from './ports';

/** My applications, and what each shares with its landlord (less is a withdrawal). */
export class ManageApplications {
  constructor(private readonly api: ApplicationsApi) {}

  list(): Promise<Application[]> {
    return this.api.mine();
  }

  execute(applicationId: string, profileConsent: boolean, documentIds: string[]): Promise<Application> {
    return this.api.share(applicationId, profileConsent, documentIds);
  }
}
