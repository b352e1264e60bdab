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
}
