import type { SavedSearch } from '../../domain/savedSearch';
import type { NewSavedSearch, SavedSearchesApi } from './ports';

/** Keeps the list's current filters as a Suchauftrag. */
export class SaveSearch {
  constructor(private readonly api: SavedSearchesApi) {}

  execute(search: NewSavedSearch): Promise<SavedSearch> {
    return this.api.create({ ...search, name: search.name.trim(), query: search.query.replace(/^\?/, '') });
  }
}
