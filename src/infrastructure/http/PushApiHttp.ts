import { inject, injectable } from 'inversify';
import type { PushApi } from '../../application/device/ports';
import type { PushDevice, PushSettings, PushSubscriptionJson } from '../../domain/push';
import { HttpClient } from './HttpClient';

@injectable()
export class PushApiHttp implements PushApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async devices(): Promise<PushDevice[]> {
    return (await this.http.get<PushDevice[]>('/push/devices')).data;
  }

  async add(subscription: PushSubscriptionJson): Promise<PushDevice> {
    return (await this.http.post<PushDevice>('/push/devices', subscription)).data;
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/push/devices/${encodeURIComponent(id)}`);
  }

  async settings(): Promise<PushSettings> {
    return (await this.http.get<PushSettings>('/push/settings')).data;
  }

  async saveSettings(change: Partial<PushSettings>): Promise<PushSettings> {
    return (await this.http.put<PushSettings>('/push/settings', change)).data;
  }
}
