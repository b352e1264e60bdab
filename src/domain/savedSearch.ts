import type * as ShapesSavedSearches from './shapes/savedSearches';
import { ALERT_FREQUENCIES } from './savedSearchValues';

export { ALERT_FREQUENCIES } from './savedSearchValues';

export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export type SavedSearch = ShapesSavedSearches.SavedSearch;

/** At most this many saved searches per account. */
export const MAX_SAVED_SEARCHES = 50;

/** How far the new-ads count goes: one page of the list; more is shown as "50+". */
export const NEW_COUNT_CAP = 50;

const HOUR = 3_600_000;
/** How long after its last check each kind of alert is due again. */
export const ALERT_INTERVAL_MS = { instant: 60_000, daily: 24 * HOUR, weekly: 7 * 24 * HOUR } as const;
