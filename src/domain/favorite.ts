import type * as ShapesFavorites from './shapes/favorites';

/** An ad on someone's Merkliste. */
export type Favorite = ShapesFavorites.Favorite;

/** The price changed since the ad was saved (and both prices are known). */
export function priceChanged(favorite: Favorite): boolean {
  const now = favorite.ad?.priceCents ?? null;
  return favorite.savedPriceCents !== null && now !== null && now !== favorite.savedPriceCents;
}
