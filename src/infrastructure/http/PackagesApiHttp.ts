import { inject, injectable } from 'inversify';
import type { Package } from '../../domain/package';
import type { PackagesApi } from '../../application/packages/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class PackagesApiHttp implements PackagesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async getAll(): Promise<Package[]> {
    const { data } = await this.http.get<Package[]>('/package/getAllPackages');
    if (!Array.isArray(data)) throw new Error('Package list is not an array');
    return data;
  }
}
