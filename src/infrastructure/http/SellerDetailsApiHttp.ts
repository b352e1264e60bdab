import { inject, injectable } from 'inversify';
import type { SellerDetails } from '../../domain/trader';
import type { SellerDetailsApi, SellerDetailsChange } from '../../application/account/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class SellerDetailsApiHttp implements SellerDetailsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async load(): Promise<SellerDetails> {
    return (await this.http.get<SellerDetails>('/user/seller')).data;
  }

  async save(change: SellerDetailsChange): Promise<SellerDetails> {
    return (await this.http.put<SellerDetails>('/user/seller', change)).data;
  }
}
