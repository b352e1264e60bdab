import { Type } from 'typebox';
import { ALERT_FREQUENCIES } from '../../../src/domain/savedSearch';
import { AdSearchQuery } from './adSearch';
import { StringEnum } from './common';

/** The list's filters as GET /ads takes them, without the page's cursor and size. */
export const SavedFiltersSchema = Type.Omit(AdSearchQuery, ['cursor', 'limit'], { additionalProperties: false });

export const SavedSearchSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  filters: SavedFiltersSchema,
  query: Type.String(),
  frequency: StringEnum(ALERT_FREQUENCIES),
  createdAt: Type.String(),
  newCount: Type.Integer(),
});

/** The list's address for the filters (after /ads?), as the browser had it. */
export const SavedSearchQuery = Type.String({ maxLength: 2000 });

export const SavedSearchName = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
