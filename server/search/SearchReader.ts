import { LRUCache } from 'lru-cache';
import type { AdFilters, AdPage, UnderstoodPart } from '../../src/domain/adSearch';
import type { NumberLanguage } from '../../src/domain/numbers';
import { withUnderstood } from '../../src/domain/understoodSearch';
import { foldText, type AdSearch } from '../ads/ports';
import type { NamedPlace, PlaceRepository } from './ports';
import type { UnderstandSearch } from './UnderstandSearch';

/** A named place as the ad search filters by it: a city by its name, a district by its name and postal codes. */
export function searchPlace(found: NamedPlace): NonNullable<AdSearch['place']> {
  return found.name === found.city
    ? { city: foldText(found.city), district: null, postalCodes: [] }
    : { city: foldText(found.city), district: foldText(found.name), postalCodes: found.postalCodes };
}

/** How long a place looked up for a city filter is remembered. */
const PLACE_TTL_MS = 10 * 60 * 1000;

/** How the list and the map read a search: what its words say, and which known place a city filter names. */
export class SearchReader {
  /** Known places by folded name: the places table changes only with an import. */
  private readonly places = new LRUCache<string, { place: AdSearch['place'] }>({ max: 1000, ttl: PLACE_TTL_MS });

  constructor(
    private readonly deps: {
      understand: Pick<UnderstandSearch, 'execute'>;
      places: Pick<PlaceRepository, 'namedAmong' | 'findForAddress'>;
    },
  ) {}

  /** Forgets the places looked up: the places table changed (a gazetteer load). */
  forgetPlaces(): void {
    this.places.clear();
  }

  async understood(
    request: AdFilters,
    lang: NumberLanguage,
  ): Promise<{ filters: AdFilters; understood: AdPage['understood'] }> {
    const q = request.q?.trim();
    const read = q ? await this.deps.understand.execute(q, lang, { category: request.category }) : null;
    if (!read || read.parts.length === 0) return { filters: request, understood: null };
    const parts = await Promise.all(read.parts.map((part) => this.withItsPoint(part)));
    const filters = withUnderstood(request, { parts, rest: read.rest });
    // "Umgebung München": the radius around its point; the name stays in the answer for the page to show.
    if (filters.radius !== undefined && filters.lat !== undefined) delete filters.city;
    return { filters, understood: { parts, rest: read.rest } };
  }

  /** A place said with its surroundings ("Raum Stuttgart") gets its point; one without a known point is the place alone. */
  private async withItsPoint(part: UnderstoodPart): Promise<UnderstoodPart> {
    const { city, radius, lat } = part.filters;
    if (radius === undefined || lat !== undefined) return part;
    const place = city ? await this.deps.places.findForAddress('', city) : null;
    if (place) return { ...part, filters: { ...part.filters, lat: place.lat, lon: place.lon } };
    const { radius: _radius, ...alone } = part.filters;
    return { ...part, filters: alone };
  }

  /** A city filter that names a known place ("Berlin", "Prenzlauer Berg"), as the places table has it; remembered. */
  async placeOf(city: string | undefined): Promise<AdSearch['place']> {
    const folded = city ? foldText(city.trim()) : '';
    if (folded === '') return null;
    const known = this.places.get(folded);
    if (known) return known.place;
    const found = (await this.deps.places.namedAmong([folded])).get(folded);
    const place = found ? searchPlace(found) : null;
    this.places.set(folded, { place });
    return place;
  }
}
