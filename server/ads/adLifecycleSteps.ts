import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import { announceChange } from './adWrites';
import type { AdRecord } from './domain/ad';

/**
 * Reads and writes the owner's ad with its row (and the owner's credits) locked, so a pause and a resume at once
 * cannot both count, and a double click on a paid action spends one credit.
 */
export function changeOwned(
  deps: { uow: UnitOfWork<'ads' | 'ledger' | 'packages'> },
  owner: UserRecord,
  id: string,
  change: (ad: AdRecord, repos: UnitOfWork<'ads' | 'ledger' | 'packages'>['repos']) => Promise<AdRecord | null>,
): Promise<AdRecord | null> {
  return deps.uow.transaction(async (repos) => {
    await repos.ledger.lockUser(owner.id);
    if (!(await repos.ads.lockForUpdate(id))) throw ApiError.notFound('Ad');
    const ad = await repos.ads.findById(id);
    if (!ad || ad.ownerId !== owner.id) throw ApiError.notFound('Ad');
    return change(ad, repos);
  });
}

/** The ad as written, after telling every process that what visitors see changed. */
export function announce(deps: { adsChanged: () => void }, ad: AdRecord | null | undefined): AdRecord {
  return announceChange(deps.adsChanged, ad);
}
