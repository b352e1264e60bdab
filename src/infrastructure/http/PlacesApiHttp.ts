import { inject, injectable } from 'inversify';
import type { Place } from '../../domain/place';
import type { PlacesApi } from '../../application/places/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class PlacesApiHttp implements PlacesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async suggest(text: string): Promise<Place[]> {
    return (await this.http.get<Place[]>('/places', { query: { q: text } })).data;
  }
}
