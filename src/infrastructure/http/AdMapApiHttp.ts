import { inject, injectable } from 'inversify';
import type { AdMapApi } from '../../application/ads/MapAds';
import type { AdFilters } from '../../domain/adSearch';
import type { AdMap } from '../../domain/mapArea';
import { HttpClient } from './HttpClient';

@injectable()
export class AdMapApiHttp implements AdMapApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async map(filters: AdFilters, zoom: number): Promise<AdMap> {
    return (await this.http.get<AdMap>('/ads/map', { query: { ...filters, zoom } })).data;
  }
}
