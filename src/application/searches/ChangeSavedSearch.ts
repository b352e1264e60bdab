import type { SavedSearch } from '../../domain/savedSearch';
import type { SavedSearchChange, SavedSearchesApi } from './ports';

/** Rename, change how often it mails, or mark its results as seen. */
export class ChangeSavedSearch {
  constructor(private readonly api: SavedSearchesApi) {}

  execute(id: string, change: SavedSearchChange): Promise<SavedSearch> {
    return this.api.update(id, change.name === undefined ? change : { ...change, name: change.name.trim() });
  }
}
