import type { Ad } from './ad';

/** An ad on someone's Merkliste. */
export interface Favorite {
  adId: string;
  savedAt: string;
  /** The price when it was saved: the list shows the change when the seller has changed it since. */
  savedPriceCents: number | null;
  /** Visitors can see the ad now; otherwise it stays listed as no longer available. */
  available: boolean;
  title: string;
  postalCode: string;
  city: string;
  /** The ad as visitors see it; null once it is offline. */
  ad: Ad | null;
}

/** The price changed since the ad was saved (and both prices are known). */
export function priceChanged(favorite: Favorite): boolean {
  const now = favorite.ad?.priceCents ?? null;
  return favorite.savedPriceCents !== null && now !== null && now !== favorite.savedPriceCents;
}
