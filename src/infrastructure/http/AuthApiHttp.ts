import { inject, injectable } from 'inversify';
import type { Session } from '../../domain/user';
import type { Credentials, NewPasswordPayload, RegistrationPayload } from '../../domain/validation';
import type { ActivationPayload, AuthApi, GoogleLoginPayload } from '../../application/auth/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class AuthApiHttp implements AuthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async register(payload: RegistrationPayload): Promise<string> {
    return (await this.http.post<unknown>('/auth/register', payload)).message;
  }

  async login(credentials: Credentials): Promise<Session> {
    return (await this.http.post<Session>('/auth/login', credentials)).data;
  }

  async activate(payload: ActivationPayload): Promise<Session> {
    return (await this.http.post<Session>('/auth/activate-user', payload)).data;
  }

  async resendActivationCode(email: string): Promise<void> {
    await this.http.post('/auth/active-resend', { email });
  }

  async forgotPassword(email: string): Promise<void> {
    await this.http.post('/auth/forgot-password', { email });
  }

  async verifyResetCode(payload: { code: string; email: string }): Promise<void> {
    await this.http.post('/auth/verify-otp', payload);
  }

  async resendResetCode(email: string): Promise<void> {
    await this.http.post('/auth/forgot-resend', { email });
  }

  async resetPassword(email: string, payload: NewPasswordPayload): Promise<void> {
    await this.http.post('/auth/reset-password', payload, { query: { email } });
  }

  async googleLogin(payload: GoogleLoginPayload): Promise<Session> {
    return (await this.http.post<Session>('/auth/google', payload)).data;
  }
}
