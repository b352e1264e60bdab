import type { Ad } from '../../src/domain/ad';
import type { AdFilters } from '../../src/domain/adSearch';
import type { SavedSearch } from '../../src/domain/savedSearch';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { SearchAdsHandler } from '../search/ports';
import type { SavedSearchRecord } from './ports';

type Search = { adSearch: Pick<SearchAdsHandler, 'execute'> };

/** A saved search as the API shows it, with how many ads are new since its last alert. */
export function toApi(search: SavedSearchRecord, newCount: number): SavedSearch {
  return {
    id: search.id,
    name: search.name,
    filters: search.filters,
    query: search.query,
    frequency: search.frequency,
    createdAt: search.createdAt.toISOString(),
    newCount,
  };
}

/** The person's own saved search; anyone else's is not found. */
export async function owned(
  deps: { uow: UnitOfWork<'savedSearches'> },
  user: UserRecord,
  id: string,
): Promise<SavedSearchRecord> {
  const search = await deps.uow.repos.savedSearches.findById(id);
  if (!search || search.userId !== user.id) throw ApiError.notFound('Saved search');
  return search;
}

/** Public ads matching the filters that went online after `since`, newest first. */
export async function newMatches(deps: Search, filters: AdFilters, since: Date, limit: number): Promise<Ad[]> {
  const page = await deps.adSearch.execute({
    ...filters,
    sort: 'newest',
    cursor: null,
    limit: Math.min(limit, 50),
  });
  return page.items.filter((ad) => ad.publishedAt !== null && Date.parse(ad.publishedAt) > since.getTime());
}

/** Public ads matching the filters whose price was cut after `since`, latest cut first. */
export async function cutMatches(deps: Search, filters: AdFilters, since: Date, limit: number): Promise<Ad[]> {
  const page = await deps.adSearch.execute({
    ...filters,
    sort: 'reduced',
    cursor: null,
    limit: Math.min(limit, 50),
  });
  return page.items.filter((ad) => ad.priceReduction !== null && Date.parse(ad.priceReduction.at) > since.getTime());
}

/** The same checks as the list's own: a radius needs its point, a date must exist. */
export async function checkFilters(deps: Search, filters: AdFilters): Promise<void> {
  await deps.adSearch.execute({ ...filters, cursor: null, limit: 1 });
}
