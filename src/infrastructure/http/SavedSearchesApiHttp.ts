import { inject, injectable } from 'inversify';
import type { SavedSearch } from '../../domain/savedSearch';
import type { NewSavedSearch, SavedSearchChange, SavedSearchesApi } from '../../application/searches/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class SavedSearchesApiHttp implements SavedSearchesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(): Promise<SavedSearch[]> {
    const { data } = await this.http.get<SavedSearch[]>('/saved-searches');
    if (!Array.isArray(data)) throw new Error('The saved searches are not a list');
    return data;
  }

  async create(search: NewSavedSearch): Promise<SavedSearch> {
    return (await this.http.post<SavedSearch>('/saved-searches', search)).data;
  }

  async update(id: string, change: SavedSearchChange): Promise<SavedSearch> {
    return (await this.http.patch<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, change)).data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/saved-searches/${encodeURIComponent(id)}`);
  }

  async unsubscribe(token: string): Promise<void> {
    await this.http.post('/saved-searches/unsubscribe', undefined, { query: { token } });
  }
}
