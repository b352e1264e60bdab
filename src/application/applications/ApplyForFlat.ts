import type { Application } from '../../domain/applications';
import type { ApplicationsApi } from './ports';

/** One click: apply for a flat, consenting (or not) to show the tenant profile once the stage allows it. */
export class ApplyForFlat {
  constructor(private readonly api: ApplicationsApi) {}

  execute(adId: string, profileConsent: boolean): Promise<Application> {
    return this.api.apply(adId, profileConsent);
  }
}
