import { inject, injectable } from 'inversify';
import type { PhoneApi } from '../../application/account/ports';
import type { PhoneStatus } from '../../domain/user';
import { HttpClient } from './HttpClient';

@injectable()
export class PhoneApiHttp implements PhoneApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async status(): Promise<PhoneStatus> {
    return (await this.http.get<PhoneStatus>('/user/phone')).data;
  }

  async requestCode(phone: string): Promise<{ to: string }> {
    return (await this.http.post<{ to: string }>('/user/phone', { phone })).data;
  }

  async confirm(code: string): Promise<PhoneStatus> {
    return (await this.http.post<PhoneStatus>('/user/phone/confirm', { code })).data;
  }

  async setShowPhone(showPhone: boolean): Promise<PhoneStatus> {
    return (await this.http.put<PhoneStatus>('/user/phone/visibility', { showPhone })).data;
  }
}
