import type { AdFilters } from './ad';

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
  /** Ads that went online since the person last opened the search's results (up to 99; 99 means "99+"). */
  newCount: number;
}

/** At most this many saved searches per account. */
export const MAX_SAVED_SEARCHES = 50;
