import { inject, injectable } from 'inversify';
import type { OperatorInfo, SiteApi } from '../../application/site/ports';
import type { TransparencyPeriod } from '../../domain/decisions';
import { HttpClient } from './HttpClient';

@injectable()
export class SiteApiHttp implements SiteApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async operator(): Promise<OperatorInfo> {
    return (await this.http.get<OperatorInfo>('/legal')).data;
  }

  async transparency(): Promise<TransparencyPeriod[]> {
    return (await this.http.get<TransparencyPeriod[]>('/transparency')).data;
  }
}
