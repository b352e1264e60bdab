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
export function vatBreakdown(grossCents: number, ratePercent = VAT_RATE_PERCENT): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: grossCents - netCents };
}
