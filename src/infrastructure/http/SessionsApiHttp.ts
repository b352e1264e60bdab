import { inject, injectable } from 'inversify';
import type { ActiveSession, SessionsApi } from '../../application/auth/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class SessionsApiHttp implements SessionsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async logout(): Promise<void> {
    await this.http.post('/auth/logout', {});
  }

  async list(): Promise<ActiveSession[]> {
    return (await this.http.get<ActiveSession[]>('/user/sessions')).data;
  }

  async end(id: string): Promise<void> {
    await this.http.delete(`/user/sessions/${encodeURIComponent(id)}`);
  }

  async endOthers(): Promise<void> {
    await this.http.delete('/user/sessions');
  }
}
