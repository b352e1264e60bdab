import type { AdCategory } from '../../src/domain/ad';
import type { AdFilters, SearchAlternative } from '../../src/domain/adSearch';

/** Kinds close to each other: no flat to rent in a town, but houses to rent, flats to buy, rooms in a WG. */
const NEIGHBOURS: Partial<Record<AdCategory, AdCategory[]>> = {
  apartment_rent: ['house_rent', 'shared_room', 'apartment_buy'],
  apartment_buy: ['house_buy', 'apartment_rent'],
  house_rent: ['apartment_rent', 'house_buy'],
  house_buy: ['apartment_buy', 'house_rent'],
  shared_room: ['apartment_rent'],
};

/** The radius offered around a place whose own ads do not match, in km. */
export const ALTERNATIVE_RADIUS_KM = 25;

/**
 * The nearest honest alternatives to a search that found nothing, in this order: the same place with another kind
 * ("Keine Wohnung in München — 3 Häuser in München"), the same search around the place, the same without its price or
 * rooms limit. Each is a complete search of its own with its count; none with nothing is offered, and at most three.
 */
export async function searchAlternatives(
  filters: AdFilters,
  deps: {
    count: (filters: AdFilters) => Promise<number>;
    placeCentre: (city: string) => Promise<{ lat: number; lon: number } | null>;
  },
): Promise<SearchAlternative[]> {
  const tries: { kind: SearchAlternative['kind']; filters: AdFilters }[] = [];
  for (const category of (filters.category && NEIGHBOURS[filters.category]) || []) {
    const { propertyType: _type, ...rest } = filters;
    tries.push({ kind: 'category', filters: { ...rest, category } });
  }
  if (filters.city) {
    const centre = await deps.placeCentre(filters.city);
    const { city: _city, ...rest } = filters;
    if (centre)
      tries.push({
        kind: 'radius',
        filters: { ...rest, lat: centre.lat, lon: centre.lon, radius: ALTERNATIVE_RADIUS_KM },
      });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const { minPrice: _min, maxPrice: _max, warm: _warm, ...rest } = filters;
    tries.push({ kind: 'price', filters: rest });
  }
  if (filters.minRooms !== undefined || filters.maxRooms !== undefined) {
    const { minRooms: _min, maxRooms: _max, ...rest } = filters;
    tries.push({ kind: 'rooms', filters: rest });
  }
  const counted = await Promise.all(tries.map(async (t) => ({ ...t, total: await deps.count(t.filters) })));
  return counted.filter((t) => t.total > 0).slice(0, 3);
}
