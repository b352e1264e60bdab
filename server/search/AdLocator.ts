import { approximate, type GeoPoint } from './domain/place';
import type { Logger } from '../platform/ports';
import type { Geocoder, PlaceRepository } from './ports';

export interface AdAddress {
  postalCode: string;
  city: string;
  street: string | null;
  showExactAddress: boolean;
}

/**
 * Where an ad appears on the map and in radius searches. The exact address is geocoded only when the owner chose to
 * show it; otherwise the ad sits near the middle of its postal code area, rounded to about 200 m. A geocoder that fails
 * never stops an ad from being saved: it then has the place's point or none.
 */
export class AdLocator {
  constructor(
    private readonly deps: { places: Pick<PlaceRepository, 'findForAddress'>; geocoder: Geocoder | null; log: Logger },
  ) {}

  async locate(address: AdAddress): Promise<{ latitude: number; longitude: number } | null> {
    if (address.showExactAddress && address.street) {
      const exact = await this.ask(`${address.street}, ${address.postalCode} ${address.city}`);
      if (exact) return { latitude: exact.lat, longitude: exact.lon };
    }
    const place =
      (await this.deps.places.findForAddress(address.postalCode, address.city)) ??
      (await this.ask(`${address.postalCode} ${address.city}`));
    if (!place) return null;
    const point = approximate(place);
    return { latitude: point.lat, longitude: point.lon };
  }

  private async ask(query: string): Promise<GeoPoint | null> {
    if (!this.deps.geocoder) return null;
    try {
      return await this.deps.geocoder.geocode(query);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the geocoder did not answer; the ad is placed by its postal code');
      return null;
    }
  }
}
