import { inject, injectable } from 'inversify';
import type { Favorite } from '../../domain/favorite';
import type { FavoritesApi } from '../../application/favorites/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class FavoritesApiHttp implements FavoritesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async list(): Promise<Favorite[]> {
    const { data } = await this.http.get<Favorite[]>('/favorites');
    if (!Array.isArray(data)) throw new Error('The Merkliste is not a list');
    return data;
  }

  async save(adId: string): Promise<void> {
    await this.http.put(`/favorites/${encodeURIComponent(adId)}`);
  }

  async remove(adId: string): Promise<void> {
    await this.http.delete(`/favorites/${encodeURIComponent(adId)}`);
  }
}
