import type { ServiceIdentifier } from 'inversify';
import type { AdFilters } from '../../domain/adSearch';
import type { AdMap } from '../../domain/mapArea';
import { chosenFilters } from './SearchAds';

/** Every result of a search on a map (GET /ads/map): grid cells for the area and zoom asked for. */
export interface AdMapApi {
  map(filters: AdFilters, zoom: number): Promise<AdMap>;
}
export const AdMapApi = Symbol.for('AdMapApi') as ServiceIdentifier<AdMapApi>;

export class MapAds {
  constructor(private readonly api: AdMapApi) {}

  /** The list's filters without its order (a map has none); empty values dropped as the list drops them. */
  execute(filters: AdFilters, zoom: number): Promise<AdMap> {
    const { sort: _sort, ...rest } = filters;
    return this.api.map(chosenFilters(rest), Math.round(zoom));
  }
}
