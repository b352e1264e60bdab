import { inject, injectable } from 'inversify';
import type { User } from '../../domain/user';
import type { ProfileApi } from '../../application/auth/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class ProfileApiHttp implements ProfileApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async getProfile(accessToken: string): Promise<User> {
    return (await this.http.get<User>('/user/profile', { token: accessToken })).data;
  }
}
