import type { ServiceIdentifier } from 'inversify';
import type { AdFilters } from '../../domain/adSearch';
import type { AlertFrequency, SavedSearch } from '../../domain/savedSearch';

export interface NewSavedSearch {
  name: string;
  filters: AdFilters;
  /** The list's address for the filters (after /ads?). */
  query: string;
  frequency: AlertFrequency;
}

export interface SavedSearchChange {
  name?: string;
  frequency?: AlertFrequency;
  /** The results were opened: the new-ads count starts again. */
  seen?: true;
}

/** Suchaufträge on the server (the signed-in person's), and the mail's unsubscribe link (anyone holding it). */
export interface SavedSearchesApi {
  list(): Promise<SavedSearch[]>;
  create(search: NewSavedSearch): Promise<SavedSearch>;
  update(id: string, change: SavedSearchChange): Promise<SavedSearch>;
  remove(id: string): Promise<void>;
  unsubscribe(token: string): Promise<void>;
}
export const SavedSearchesApi = Symbol.for('SavedSearchesApi') as ServiceIdentifier<SavedSearchesApi>;
