import { Type, type Static } from 'typebox';
import { ALERT_FREQUENCIES } from '../savedSearchValues';
import { AdSearchQuery } from './adSearch';
import { StringEnum } from './schema';

/** The list's filters as GET /ads takes them, without the page's cursor and size. */
export const SavedFiltersSchema = Type.Omit(AdSearchQuery, ['cursor', 'limit'], { additionalProperties: false });

export const SavedSearchSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The list's filters, as the API's GET /ads takes them (prices in cents). */
  filters: SavedFiltersSchema,
  /** The list's address for them (the part after /ads?), to open the results as they were saved. */
  query: Type.String(),
  frequency: StringEnum(ALERT_FREQUENCIES),
  createdAt: Type.String(),
  /** Ads that went online since the person last opened the search's results, counted up to NEW_COUNT_CAP ("50+"). */
  newCount: Type.Integer(),
});

/** The list's address for the filters (after /ads?), as the browser had it. */
export const SavedSearchQuery = Type.String({ maxLength: 2000 });

export const SavedSearchName = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });

export type SavedSearch = Static<typeof SavedSearchSchema>;
