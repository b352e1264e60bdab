import type { AdMapApi } from '../../src/application/ads/MapAds';
import type { AdFilters } from '../../src/domain/adSearch';
import type { AdMap } from '../../src/domain/mapArea';
import type { AdsApiInMemory } from './AdsApiInMemory';

/** The map of a search over the in-memory ads: one cell per located ad (the server groups them; the counts are the same). */
export class AdMapApiInMemory implements AdMapApi {
  readonly asked: { filters: AdFilters; zoom: number }[] = [];

  constructor(private readonly ads: AdsApiInMemory) {}

  async map(filters: AdFilters, zoom: number): Promise<AdMap> {
    this.asked.push({ filters, zoom });
    const { items } = await this.ads.search(filters, null, 10_000);
    const cells = items
      .filter((ad) => ad.location)
      .map((ad) => {
        const { lat, lon } = ad.location!;
        return {
          count: 1,
          lat,
          lon,
          bounds: { west: lon, south: lat, east: lon, north: lat },
          minPriceCents: ad.priceCents,
          maxPriceCents: ad.priceCents,
          ad: { id: ad.id, title: ad.title },
        };
      });
    const bounds =
      cells.length === 0
        ? null
        : {
            west: Math.min(...cells.map((c) => c.lon)),
            south: Math.min(...cells.map((c) => c.lat)),
            east: Math.max(...cells.map((c) => c.lon)),
            north: Math.max(...cells.map((c) => c.lat)),
          };
    return { total: cells.length, cells, bounds };
  }
}
