import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';

/** OpenImmo is for commercial accounts (agents, landlords): every route of the feature asks this first. */
export function tradersOnly(owner: UserRecord): void {
  if (owner.accountKind !== 'commercial')
    throw new ApiError(403, 'TRADERS_ONLY', 'OpenImmo transfers are for commercial accounts (agents, landlords)');
}
