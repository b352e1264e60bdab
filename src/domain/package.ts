export interface LocalizedText {
  de: string;
  en: string;
}

export interface Package {
  id: string;
  name: LocalizedText;
  description: LocalizedText;
  /** Gross price in euro cents, VAT included. */
  priceCents: number;
  currency: 'EUR';
  adCredits: number;
  durationDays: number;
  featured: boolean;
  maxImages: number;
  active: boolean;
}

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
 * The package whose credit an action on an ad spends when the seller does not choose (as the server does): the
 * cheapest with a credit left whose image limit fits the ad, else the cheapest with a credit; null without credits.
 */
export function creditToSpend(
  credits: { packageId: string; credits: number }[],
  packages: Package[],
  imageCount: number,
): Package | null {
  const withCredit = packages
    .filter((p) => credits.some((c) => c.packageId === p.id && c.credits > 0))
    .sort((a, b) => a.priceCents - b.priceCents);
  return withCredit.find((p) => imageCount <= p.maxImages) ?? withCredit[0] ?? null;
}
