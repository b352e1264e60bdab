import { DomainError } from '../../src/domain/errors';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../../src/domain/savedSearch';
import type { NewSavedSearch, SavedSearchChange, SavedSearchesApi } from '../../src/application/searches/ports';

/** Saved searches as the server keeps them (server/savedSearches/). */
export class SavedSearchesApiInMemory implements SavedSearchesApi {
  searches: SavedSearch[] = [];
  /** Tokens the server would accept, by the search they unsubscribe. */
  tokens = new Map<string, string>();
  failure: Error | null = null;
  private next = 1;

  async list(): Promise<SavedSearch[]> {
    if (this.failure) throw this.failure;
    return this.searches;
  }

  async create(search: NewSavedSearch): Promise<SavedSearch> {
    if (this.failure) throw this.failure;
    if (!search.name.trim())
      throw new DomainError('VALIDATION_FAILED', 'name is required', [
        { field: 'name', code: 'required', message: 'name is required' },
      ]);
    if (this.searches.length >= MAX_SAVED_SEARCHES) throw new DomainError('SAVED_SEARCHES_FULL', 'full');
    const saved: SavedSearch = {
      id: `search-${this.next++}`,
      name: search.name,
      filters: search.filters,
      query: search.query,
      frequency: search.frequency,
      createdAt: new Date().toISOString(),
      newCount: 0,
    };
    this.searches = [...this.searches, saved];
    return saved;
  }

  async update(id: string, change: SavedSearchChange): Promise<SavedSearch> {
    if (this.failure) throw this.failure;
    const found = this.searches.find((s) => s.id === id);
    if (!found) throw new DomainError('NOT_FOUND', 'Saved search not found');
    const updated = {
      ...found,
      ...(change.name !== undefined && { name: change.name }),
      ...(change.frequency && { frequency: change.frequency }),
      ...(change.seen && { newCount: 0 }),
    };
    this.searches = this.searches.map((s) => (s.id === id ? updated : s));
    return updated;
  }

  async remove(id: string): Promise<void> {
    if (this.failure) throw this.failure;
    const before = this.searches.length;
    this.searches = this.searches.filter((s) => s.id !== id);
    if (this.searches.length === before) throw new DomainError('NOT_FOUND', 'Saved search not found');
  }

  async unsubscribe(token: string): Promise<void> {
    if (this.failure) throw this.failure;
    const id = this.tokens.get(token);
    if (!id) throw new DomainError('NOT_FOUND', 'Saved search not found');
    this.searches = this.searches.map((s) => (s.id === id ? { ...s, frequency: 'off' } : s));
  }
}
