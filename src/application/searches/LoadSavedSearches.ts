import type { SavedSearch } from '../../domain/savedSearch';
import type { SavedSearchesApi } from './ports';

export class LoadSavedSearches {
  constructor(private readonly api: SavedSearchesApi) {}

  execute(): Promise<SavedSearch[]> {
    return this.api.list();
  }
}
