import { inject, injectable } from 'inversify';
import type { Role, User } from '../../domain/user';
import type { LatestUsersAnswer, UserPage, UsersApi } from '../../application/admin/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class UsersApiHttp implements UsersApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async latest(): Promise<LatestUsersAnswer> {
    const { statusCode, data } = await this.http.get<User[]>('/userList/latest');
    return { statusCode, data };
  }

  async list(query: { page: number; limit: number; q?: string }): Promise<UserPage> {
    return (await this.http.get<UserPage>('/userList', { query })).data;
  }

  async update(id: string, change: { role?: Role; blocked?: boolean }): Promise<User> {
    return (await this.http.patch<User>(`/userList/${encodeURIComponent(id)}`, change)).data;
  }
}
