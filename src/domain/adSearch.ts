import type * as ShapesAdSearch from './shapes/adSearch';

/** A search of the public ads: its filters, its answer, and what its words were read as. */
export type AdFilters = ShapesAdSearch.AdFilters;

export type AdPage = ShapesAdSearch.AdPage;

/** Filters read from a search's words (src/domain/queryUnderstanding.ts). */
export type QueryFilters = ShapesAdSearch.QueryFilters;

/** One understood part: the words it came from and the filters it sets (a chip). */
export type UnderstoodPart = ShapesAdSearch.UnderstoodPart;

/** Another search offered when one found nothing: another kind in the same place, a radius around it, a limit dropped. */
export type SearchAlternative = ShapesAdSearch.SearchAlternative;
