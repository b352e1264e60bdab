import type { Ad } from '../../src/domain/ad';
import { RequestError } from '../../src/application/shared/RequestError';
import { notLiveAnswer } from './AdsApiInMemory';
import type { Favorite } from '../../src/domain/favorite';
import type { FavoritesApi } from '../../src/application/favorites/ports';

/** As the server's FAVORITES_LIMIT (server/favorites/). */
export const FAVORITES_LIMIT = 500;

/**
 * The Merkliste as the server keeps it (server/favorites/): only active ads can be
 * saved, saving twice keeps the first save, an ad that went offline stays listed without its details.
 */
export class FavoritesApiInMemory implements FavoritesApi {
  entries: {
    adId: string;
    savedPriceCents: number | null;
    savedAt: string;
    title: string;
    postalCode: string;
    city: string;
  }[] = [];
  failure: Error | null = null;
  saves: string[] = [];

  /** `ads`: the ads the server knows (the ads fake's list). */
  constructor(private readonly ads: () => Ad[]) {}

  async list(): Promise<Favorite[]> {
    if (this.failure) throw this.failure;
    return this.entries.map((entry) => {
      const ad = this.ads().find((a) => a.id === entry.adId) ?? null;
      const available = ad?.status === 'active';
      return { ...entry, available, ad: available ? ad : null };
    });
  }

  async save(adId: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.saves.push(adId);
    if (this.entries.some((e) => e.adId === adId)) return;
    const ad = this.ads().find((a) => a.id === adId);
    if (!ad) throw new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
    if (ad.status !== 'active') throw notLiveAnswer(ad);
    if (this.entries.length >= FAVORITES_LIMIT)
      throw new RequestError('http', 'FAVORITES_FULL', `A Merkliste keeps at most ${FAVORITES_LIMIT} ads`, 409);
    this.entries.unshift({
      adId,
      savedPriceCents: ad.priceCents,
      savedAt: new Date().toISOString(),
      title: ad.title,
      postalCode: ad.postalCode,
      city: ad.city,
    });
  }

  async remove(adId: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.entries = this.entries.filter((e) => e.adId !== adId);
  }
}
