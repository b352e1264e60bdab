import type { AdFilters, AdPage } from '../../domain/adSearch';
import type { PublicAdsApi } from './ports';

export const SEARCH_PAGE_SIZE = 12;

/** Filters without their empty values, so a request (and a shared link) carries only what the visitor chose. */
export function chosenFilters(filters: AdFilters): AdFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as AdFilters;
}

export class SearchAds {
  constructor(private readonly api: PublicAdsApi) {}

  /** Empty filter values are dropped, so a shared link carries only what the visitor chose. */
  execute(filters: AdFilters, cursor: string | null = null, limit = SEARCH_PAGE_SIZE): Promise<AdPage> {
    return this.api.search(chosenFilters(filters), cursor, limit);
  }
}
