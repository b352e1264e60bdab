import { tenantProfileErrors, type TenantProfile, type TenantProfileInput } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { toTenantProfile } from './applicationViews';

/** The tenant profile, filled in once and drawn on by every application (what it shows depends on the stage). */
export class TenantProfiles {
  constructor(private readonly deps: { uow: UnitOfWork<'tenants'>; clock: Clock }) {}

  async read(userId: string): Promise<TenantProfile> {
    return toTenantProfile(await this.deps.uow.repos.tenants.profileOf(userId));
  }

  async execute(userId: string, input: TenantProfileInput): Promise<TenantProfile> {
    const errors = tenantProfileErrors(input);
    if (errors.length > 0) throw ApiError.validation(errors);
    const profile = { ...input, pets: input.pets.trim(), intro: input.intro.trim() };
    return toTenantProfile(await this.deps.uow.repos.tenants.saveProfile(userId, profile, this.deps.clock.now()));
  }
}
