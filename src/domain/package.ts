import type * as ShapesPackages from './shapes/packages';

export type Package = ShapesPackages.Package;

export const VAT_RATE_PERCENT = 19;

/** Splits a gross amount (cents) into net and VAT, as a German invoice shows it. */
export function vatBreakdown(
  grossCents: number,
  ratePercent = VAT_RATE_PERCENT,
): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: grossCents - netCents };
}

/**
 * Whose credit an action on an ad spends when the seller does not choose, the server's rule: of the packages with a
 * credit left, given in the shop's order, the cheapest whose image limit fits the ad, else the cheapest; at one price
 * the one the shop lists first (the sort is stable). Null without one.
 */
export function packageToSpend<P extends Pick<Package, 'priceCents' | 'maxImages'>>(
  inShopOrder: P[],
  imageCount: number,
): P | null {
  const byPrice = [...inShopOrder].sort((a, b) => a.priceCents - b.priceCents);
  return byPrice.find((p) => imageCount <= p.maxImages) ?? byPrice[0] ?? null;
}

/** The package the server will take a credit of (packageToSpend), from the shop's list and the seller's credits. */
export function creditToSpend(
  credits: { packageId: string; credits: number }[],
  packages: Package[],
  imageCount: number,
): Package | null {
  return packageToSpend(
    packages.filter((p) => credits.some((c) => c.packageId === p.id && c.credits > 0)),
    imageCount,
  );
}
