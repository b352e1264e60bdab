import { inject, injectable } from 'inversify';
import type { Decision } from '../../domain/decisions';
import type { DecisionsApi } from '../../application/account/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class DecisionsApiHttp implements DecisionsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async mine(): Promise<Decision[]> {
    return (await this.http.get<Decision[]>('/decisions')).data;
  }

  async get(id: string, secret: string | null): Promise<Decision> {
    const headers = secret ? { 'X-Decision-Token': secret } : undefined;
    return (await this.http.get<Decision>(`/decisions/${encodeURIComponent(id)}`, { headers })).data;
  }

  async complain(id: string, text: string, secret: string | null): Promise<Decision> {
    const body = { text, ...(secret ? { token: secret } : {}) };
    return (await this.http.post<Decision>(`/decisions/${encodeURIComponent(id)}/complaint`, body)).data;
  }
}
