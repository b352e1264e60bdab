import type { SavedSearchesApi } from './ports';

export class DeleteSavedSearch {
  constructor(private readonly api: SavedSearchesApi) {}

  execute(id: string): Promise<void> {
    return this.api.remove(id);
  }
}
