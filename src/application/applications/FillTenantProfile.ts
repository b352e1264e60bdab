import { ValidationError } from '../../domain/errors';
import { tenantProfileErrors, type TenantProfile, type TenantProfileInput } from '../../domain/applications';
import type { ApplicationsApi } from './ports';

/** The tenant profile: loaded, and saved once the rules the server applies hold (checked here first, on each field). */
export class FillTenantProfile {
  constructor(private readonly api: ApplicationsApi) {}

  load(): Promise<TenantProfile> {
    return this.api.profile();
  }

  execute(profile: TenantProfileInput): Promise<TenantProfile> {
    const errors = tenantProfileErrors(profile);
    if (errors.length > 0) return Promise.reject(new ValidationError(errors));
    return this.api.saveProfile(profile);
  }
}
