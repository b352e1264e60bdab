import type { AdFilters } from './adSearch';

/** How often a saved search mails new matches (Suchauftrag). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export interface SavedSearch {
  id: string;
  name: string;
  /** The list's filters, as the API's GET /ads takes them (prices in cents). */
  filters: AdFilters;
  /** The list's address for them (the part after /ads?), to open the results as they were saved. */
  query: string;
  frequency: AlertFrequency;
  createdAt: string;
  /** Ads that went online since the person last opened the search's results, counted up to NEW_COUNT_CAP ("50+"). */
  newCount: number;
}

/** At most this many saved searches per account. */
export const MAX_SAVED_SEARCHES = 50;

/** How far the new-ads count goes: one page of the list; more is shown as "50+". */
export const NEW_COUNT_CAP = 50;

const HOUR = 3_600_000;
/** How long after its last check each kind of alert is due again. */
export const ALERT_INTERVAL_MS = { instant: 60_000, daily: 24 * HOUR, weekly: 7 * 24 * HOUR } as const;
