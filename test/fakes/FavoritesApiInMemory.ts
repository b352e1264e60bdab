import type { Ad } from '../../src/domain/ad';
import { DomainError } from '../../src/domain/errors';
import type { Favorite } from '../../src/domain/favorite';
import type { FavoritesApi } from '../../src/application/favorites/ports';

/** As the server's FAVORITES_LIMIT (server/application/favorites/FavoritesService.ts). */
export const FAVORITES_LIMIT = 500;

/**
 * The Merkliste as the server keeps it (server/application/favorites/FavoritesService.ts): only active ads can be
 * saved, saving twice keeps the first save, an ad that went offline stays listed without its details.
 */
export class FavoritesApiInMemory implements FavoritesApi {
  entries: { adId: string; savedPriceCents: number | null; savedAt: string; title: string; postalCode: string; city: string }[] = [];
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
    // As AdsService.get: an ad that was online and went offline is gone (410); one never published is unknown.
    if (ad && ad.status !== 'active' && ad.publishedAt !== null && ['paused', 'expired', 'archived'].includes(ad.status)) throw new DomainError('AD_GONE', 'This ad is no longer online');
    if (!ad || ad.status !== 'active') throw new DomainError('NOT_FOUND', 'Ad not found');
    if (this.entries.length >= FAVORITES_LIMIT) throw new DomainError('FAVORITES_FULL', `A Merkliste keeps at most ${FAVORITES_LIMIT} ads`);
    this.entries.unshift({ adId, savedPriceCents: ad.priceCents, savedAt: new Date().toISOString(), title: ad.title, postalCode: ad.postalCode, city: ad.city });
  }

  async remove(adId: string): Promise<void> {
    if (this.failure) throw this.failure;
    this.entries = this.entries.filter((e) => e.adId !== adId);
  }
}
