import type { AdRecord } from '../ads/ports';
/** One ad on a person's Merkliste, as stored. */
export interface FavoriteEntry {
  adId: string;
  /** The ad's price when it was saved, so the list can show a change. */
  savedPriceCents: number | null;
  createdAt: Date;
}

export interface FavoriteRepository {
  /** Saves the ad unless it is already saved (then the first save's price and time stay); true when added. */
  add(userId: string, adId: string, priceCents: number | null, now: Date): Promise<boolean>;
  remove(userId: string, adId: string): Promise<void>;
  has(userId: string, adId: string): Promise<boolean>;
  count(userId: string): Promise<number>;
  /** Newest first. */
  list(userId: string, limit: number): Promise<FavoriteEntry[]>;
  /**
   * Claims the price cuts to tell (issue 71): live ads cut after `since`, after they were saved and after the person
   * was last told, marked told at `now` in one statement (two workers never claim the same), at most `limit`.
   */
  claimPriceDrops(now: Date, since: Date, limit: number): Promise<PriceDropClaim[]>;
  /** Gives claims back (their mail could not be sent): the next run tells them. */
  releasePriceDrops(claims: PriceDropClaim[]): Promise<void>;
}

/** One person to tell of one ad's cut, and when they were told of an earlier one (null: never). */
export interface PriceDropClaim {
  userId: string;
  adId: string;
  toldBefore: Date | null;
}

/** How the API shows what this feature keeps, for the routes of every feature. */
export { toApiFavorite } from './favoriteView';

export * from './domain/favoritesLimit';

/** A saved ad as its owner's list shows it: the ad while visitors can see it, else only what identifies it. */
export interface FavoriteView {
  entry: FavoriteEntry;
  ad: AdRecord;
  available: boolean;
}

/** What the Merkliste offers the other features (the data export). */
export type { ListFavorites } from './ListFavorites';
