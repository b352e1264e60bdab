import type { AdFilters, UnderstoodPart } from './adSearch';
import { filtersOf } from './queryUnderstanding';

/** The place filters one place replaces: a place said in the words replaces the one chosen before. */
const PLACE_KEYS = ['city', 'postalCode', 'lat', 'lon', 'radius'] as const;

/**
 * A search with what its words said applied as ordinary filters (issue 41): the words' filters replace the same
 * filters set before (they are what the person said last), and only the words left over are searched as text. The
 * server searches this; the client writes it into the URL, so Back, saved searches and alerts see plain filters.
 */
export function withUnderstood(
  filters: AdFilters,
  understood: { parts: readonly UnderstoodPart[]; rest: string },
): AdFilters {
  const { priceBasis, ...said } = filtersOf(understood.parts);
  const next: AdFilters = { ...filters, q: understood.rest.trim() || undefined };
  if (said.city !== undefined || said.postalCode !== undefined) for (const key of PLACE_KEYS) delete next[key];
  // Rooms said anew without bedrooms leave no bedrooms from before behind.
  if (said.minRooms !== undefined || said.maxRooms !== undefined) delete next.bedrooms;
  Object.assign(next, said);
  if (priceBasis !== undefined) next.warm = priceBasis === 'warm' ? true : undefined;
  // A relevance order asked for words that are gone now becomes the default order.
  if (next.q === undefined && next.sort === 'relevance') delete next.sort;
  for (const key of Object.keys(next) as (keyof AdFilters)[]) if (next[key] === undefined) delete next[key];
  return next;
}
