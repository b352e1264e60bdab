import { inject, injectable } from 'inversify';
import type { NotificationSettings, Session, User } from '../../domain/user';
import type { AccountApi, ProfileChange } from '../../application/account/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class AccountApiHttp implements AccountApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async updateProfile(change: ProfileChange): Promise<User> {
    return (await this.http.patch<User>('/user/profile', change)).data;
  }

  async changePassword(payload: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  }): Promise<Session> {
    return (await this.http.post<Session>('/user/password', payload)).data;
  }

  async deleteAccount(password: string): Promise<void> {
    await this.http.request('DELETE', '/user/profile', { body: { password } });
  }

  exportData(): Promise<{ filename: string; content: Blob }> {
    return this.http.download('/user/export');
  }

  async notifications(): Promise<NotificationSettings> {
    return (await this.http.get<NotificationSettings>('/user/notifications')).data;
  }

  async saveNotifications(change: Partial<NotificationSettings>): Promise<NotificationSettings> {
    return (await this.http.put<NotificationSettings>('/user/notifications', change)).data;
  }

  async requestEmailChange(newEmail: string, password: string): Promise<void> {
    await this.http.post('/user/email', { newEmail, password });
  }

  async confirmEmailChange(code: string): Promise<User> {
    return (await this.http.post<User>('/user/email/confirm', { code })).data;
  }
}
