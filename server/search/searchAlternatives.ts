import { AROUND_A_PLACE_KM, type AdCategory } from '../../src/domain/ad';
import type { AdFilters, SearchAlternative } from '../../src/domain/adSearch';

/** Kinds close to each other: no flat to rent in a town, but houses to rent, flats to buy, rooms in a WG. */
const NEIGHBOURS: Partial<Record<AdCategory, AdCategory[]>> = {
  apartment_rent: ['house_rent', 'shared_room', 'apartment_buy'],
  apartment_buy: ['house_buy', 'apartment_rent'],
  house_rent: ['apartment_rent', 'house_buy'],
  house_buy: ['apartment_buy', 'house_rent'],
  shared_room: ['apartment_rent'],
};

/** How far a price limit is widened: 10 % more (or less, for a lower bound), then 20 %; the nearer that finds is offered. */
const PRICE_STEPS = [0.1, 0.2] as const;
/** At most this many alternatives are offered. */
const MAX_ALTERNATIVES = 4;

type Try = { kind: SearchAlternative['kind']; filters: AdFilters };
/** A place's middle, and the city it is part of (itself for a city). */
type PlaceCentre = { lat: number; lon: number; city: string };

function without<K extends keyof AdFilters>(filters: AdFilters, ...keys: K[]): AdFilters {
  const copy = { ...filters };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The same search within AROUND_A_PLACE_KM of its place's centre instead of in the place (a city, a postal code). */
function around(filters: AdFilters, centre: { lat: number; lon: number }): AdFilters {
  return { ...without(filters, 'city', 'postalCode'), lat: centre.lat, lon: centre.lon, radius: AROUND_A_PLACE_KM };
}

/** One filter widened or dropped at a time, in the order people accept: nearer first, then looser, then another kind. */
function oneAtATime(filters: AdFilters, centre: PlaceCentre | null): Try[] {
  const tries: Try[] = [];
  if (centre) tries.push({ kind: 'radius', filters: around(filters, centre) });
  // "Kreuzberg" → all of Berlin; "Wien 1020", "PLZ 10999" → all of Wien, of Berlin.
  if (
    centre &&
    (filters.postalCode !== undefined ||
      (filters.city && centre.city.toLowerCase() !== filters.city.trim().toLowerCase()))
  )
    tries.push({ kind: 'city', filters: { ...without(filters, 'postalCode'), city: centre.city } });
  if (filters.maxPrice !== undefined || filters.minPrice !== undefined)
    for (const step of PRICE_STEPS) {
      const widened = { ...filters };
      // Whole euros: "bis 1.320 €", not "bis 1.320,00 €".
      if (filters.maxPrice !== undefined) widened.maxPrice = Math.round((filters.maxPrice * (1 + step)) / 100) * 100;
      if (filters.minPrice !== undefined) widened.minPrice = Math.round((filters.minPrice * (1 - step)) / 100) * 100;
      tries.push({ kind: 'price_wider', filters: widened });
    }
  if (filters.minRooms !== undefined || filters.maxRooms !== undefined) {
    const widened = without(filters, 'bedrooms');
    if (filters.minRooms !== undefined) widened.minRooms = Math.max(1, filters.minRooms - 1);
    if (filters.maxRooms !== undefined) widened.maxRooms = filters.maxRooms + 1;
    tries.push({ kind: 'rooms_wider', filters: widened });
  }
  for (const category of (filters.category && NEIGHBOURS[filters.category]) || [])
    tries.push({ kind: 'category', filters: { ...without(filters, 'propertyType'), category } });
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    tries.push({ kind: 'price', filters: without(filters, 'minPrice', 'maxPrice', 'warm') });
  if (filters.minRooms !== undefined || filters.maxRooms !== undefined)
    tries.push({ kind: 'rooms', filters: without(filters, 'minRooms', 'maxRooms', 'bedrooms') });
  return tries;
}

/**
 * Two of the single changes together, where they change different filters: the place widened and the price, the
 * place and the rooms, the price and the rooms, the place and the kind … in the order of the single ones.
 */
function twoAtATime(filters: AdFilters, tries: Try[]): AdFilters[] {
  const changed = (t: Try) =>
    new Set(
      (Object.keys({ ...filters, ...t.filters }) as (keyof AdFilters)[]).filter(
        (key) => JSON.stringify(filters[key]) !== JSON.stringify(t.filters[key]),
      ),
    );
  const pairs: AdFilters[] = [];
  const seen = new Set<string>();
  for (const [i, first] of tries.entries())
    for (const second of tries.slice(i + 1)) {
      const [a, b] = [changed(first), changed(second)];
      if ([...a].some((key) => b.has(key))) continue;
      const together: AdFilters = { ...first.filters };
      for (const key of b) {
        if (second.filters[key] === undefined) delete together[key];
        else (together as Record<string, unknown>)[key] = second.filters[key];
      }
      const key = JSON.stringify(together);
      if (!seen.has(key)) pairs.push(together);
      seen.add(key);
    }
  return pairs.slice(0, 12);
}

/**
 * When no single change finds anything: the filters dropped one after another, the least wanted first (the words, the
 * details, price, rooms, then the kind), keeping the place as long as it finds something, until something is found.
 */
function fewerFilters(filters: AdFilters): AdFilters[] {
  const steps: (keyof AdFilters)[][] = [
    ['q'],
    ['features', 'propertyType', 'minFloor', 'maxFloor', 'minYear', 'maxYear', 'energyClass', 'availableBy'],
    ['commissionFree', 'sellerType', 'featured', 'minArea', 'maxArea'],
    ['minPrice', 'maxPrice', 'warm'],
    ['minRooms', 'maxRooms', 'bedrooms'],
    ['category'],
  ];
  const ladder: AdFilters[] = [];
  let current = filters;
  for (const keys of steps) {
    if (!keys.some((key) => current[key] !== undefined)) continue;
    current = without(current, ...keys);
    ladder.push(current);
  }
  return ladder;
}

/**
 * The nearest honest alternatives to a search that found nothing (issue 70: no dead end): one filter widened or
 * dropped at a time — a radius around the place, the whole city of a district, 10 or 20 % more money, a room more or
 * less, a neighbouring kind, no price limit, any rooms — each a complete search of its own with its count; none with
 * nothing is offered, at most four. When none of those finds anything, two of them together (at most two offers);
 * when those neither, the search with fewer filters that first does — in the place, then around it, then anywhere —
 * so an empty answer always has a way out while anything is listed at all.
 */
export async function searchAlternatives(
  filters: AdFilters,
  deps: {
    count: (filters: AdFilters) => Promise<number>;
    /** The middle of a city or district, or of a postal code's area (of the city named beside it, if any). */
    placeCentre: (place: { city?: string; postalCode?: string }) => Promise<PlaceCentre | null>;
  },
): Promise<SearchAlternative[]> {
  const centre =
    filters.city || filters.postalCode
      ? await deps.placeCentre({ city: filters.city, postalCode: filters.postalCode })
      : null;
  const tries = oneAtATime(filters, centre);
  const counted = await Promise.all(tries.map(async (t) => ({ ...t, total: await deps.count(t.filters) })));
  // Of the two price steps, only the nearer one that finds something.
  const found = counted
    .filter((t) => t.total > 0)
    .filter((t, i, all) => t.kind !== 'price_wider' || all.findIndex((o) => o.kind === 'price_wider') === i)
    .slice(0, MAX_ALTERNATIVES);
  if (found.length > 0) return found;
  // Two changes together, in the same order ("in ganz Berlin" and "bis 1.440 €"): the first two that find something.
  const pairs = twoAtATime(filters, tries);
  const pairsFound: SearchAlternative[] = [];
  for (const pair of pairs) {
    if (pairsFound.length === 2) break;
    const total = await deps.count(pair);
    if (total > 0) pairsFound.push({ kind: 'fewer', filters: pair, total });
  }
  if (pairsFound.length > 0) return pairsFound;
  // Fewer filters in the place itself first, then around it, then anywhere: the first that finds something.
  const places: ((f: AdFilters) => AdFilters)[] = [(f) => f];
  if (centre) places.push((f) => around(f, centre));
  places.push((f) => without(f, 'city', 'postalCode', 'lat', 'lon', 'radius', 'bbox', 'area'));
  const ladder = [filters, ...fewerFilters(filters)];
  for (const [p, place] of places.entries())
    for (const [step, fewer] of ladder.entries()) {
      // The search itself found nothing already.
      if (p === 0 && step === 0) continue;
      const tried = place(fewer);
      const total = await deps.count(tried);
      if (total > 0) return [{ kind: 'fewer', filters: tried, total }];
    }
  return [];
}
