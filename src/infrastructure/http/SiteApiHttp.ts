import { inject, injectable } from 'inversify';
import type { OperatorInfo, SiteApi } from '../../application/site/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class SiteApiHttp implements SiteApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async operator(): Promise<OperatorInfo> {
    return (await this.http.get<OperatorInfo>('/legal')).data;
  }
}
