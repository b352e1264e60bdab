import type { AdFilters, AdPage } from '../../domain/adSearch';
import type { AdsApi } from './ports';

export const SEARCH_PAGE_SIZE = 12;

export class SearchAds {
  constructor(private readonly api: AdsApi) {}

  /** Empty filter values are dropped, so a shared link carries only what the visitor chose. */
  execute(filters: AdFilters, cursor: string | null = null, limit = SEARCH_PAGE_SIZE): Promise<AdPage> {
    const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as AdFilters;
    return this.api.search(clean, cursor, limit);
  }
}
