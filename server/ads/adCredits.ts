import { ApiError } from '../platform/domain/ApiError';
import type { LedgerReason } from '../packages/ports';
import type { PackageRecord } from '../packages/ports';
import type { Repositories } from '../platform/ports';
import { packageToSpend } from '../../src/domain/package';

/**
 * Takes one ad credit from the owner's ledger for what the ad is about to get (a publication, a longer runtime, a
 * place at the top), in the caller's transaction. The caller locks the owner's credits (ledger.lockUser) before it
 * reads the ad, so a second click waits and then finds the ad already changed instead of spending a second credit.
 * Without a choice the cheapest package's credit goes first whose image limit fits the ad (at one price, the one the
 * shop lists first).
 */
export async function spendAdCredit(
  repos: Pick<Repositories, 'ledger' | 'packages'>,
  input: {
    ownerId: string;
    adId: string;
    imageCount: number;
    packageId: string | null;
    reason: Extract<LedgerReason, 'publish' | 'extend' | 'bump'>;
  },
): Promise<PackageRecord> {
  const balances = await repos.ledger.balances(input.ownerId);
  const candidates = input.packageId ? balances.filter((b) => b.packageId === input.packageId) : balances;
  // One after the other: the transaction is one connection, which runs one query at a time.
  const packages: PackageRecord[] = [];
  for (const candidate of candidates) {
    const pkg = await repos.packages.findById(candidate.packageId);
    if (pkg) packages.push(pkg);
  }
  // In the shop's order (as listActive gives them), so that the client's preview picks the same one.
  const inShopOrder = packages.sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const pkg = packageToSpend(inShopOrder, input.imageCount);
  if (!pkg) throw new ApiError(402, 'NO_CREDITS', 'No ad credit left; buy a package first');
  if (input.imageCount > pkg.maxImages) {
    throw ApiError.validation([
      {
        field: 'images',
        code: 'too_long',
        message: `The ${pkg.nameEn} package allows at most ${pkg.maxImages} images`,
      },
    ]);
  }
  await repos.ledger.append({
    userId: input.ownerId,
    packageId: pkg.id,
    amount: -1,
    reason: input.reason,
    adId: input.adId,
  });
  return pkg;
}
