import type { PushApi } from '../../src/application/device/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import {
  DEFAULT_PUSH_SETTINGS,
  type PushDevice,
  type PushSettings,
  type PushSubscriptionJson,
} from '../../src/domain/push';

let n = 0;

/** The server's push devices and settings for one person, answering as the server does (held by the contract). */
export class PushApiInMemory implements PushApi {
  devicesList: (PushDevice & { endpoint: string })[] = [];
  current: PushSettings = { ...DEFAULT_PUSH_SETTINGS };
  failure: Error | null = null;

  async devices(): Promise<PushDevice[]> {
    this.fail();
    return this.devicesList.map(({ endpoint: _endpoint, ...device }) => device);
  }

  async add(subscription: PushSubscriptionJson): Promise<PushDevice> {
    this.fail();
    if (!/^https:\/\//.test(subscription.endpoint) && !/^https?:\/\/127\.0\.0\.1[:/]/.test(subscription.endpoint))
      throw new RequestError('http', 'VALIDATION_FAILED', 'endpoint', 400, [
        { field: 'endpoint', code: 'invalid', message: 'must be a push service address (https)' },
      ]);
    // The same browser again: the same device, with its new keys.
    const existing = this.devicesList.find((d) => d.endpoint === subscription.endpoint);
    if (existing) return this.strip(existing);
    const device = {
      id: `device-${++n}`,
      browser: 'Chrome',
      os: 'Android',
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      endpoint: subscription.endpoint,
    };
    this.devicesList.push(device);
    return this.strip(device);
  }

  async remove(id: string): Promise<void> {
    this.fail();
    const at = this.devicesList.findIndex((d) => d.id === id);
    if (at < 0) throw new RequestError('http', 'NOT_FOUND', 'Device not found', 404);
    this.devicesList.splice(at, 1);
  }

  async settings(): Promise<PushSettings> {
    this.fail();
    return { ...this.current };
  }

  async saveSettings(change: Partial<PushSettings>): Promise<PushSettings> {
    this.fail();
    const next = { ...this.current, ...change };
    if ((next.quietFrom === null) !== (next.quietUntil === null)) {
      const field = next.quietFrom === null ? 'quietFrom' : 'quietUntil';
      throw new RequestError('http', 'VALIDATION_FAILED', 'quiet hours', 400, [
        { field, code: 'required', message: 'quiet hours need a start and an end' },
      ]);
    }
    this.current = next;
    return { ...next };
  }

  private strip({ endpoint: _endpoint, ...device }: PushDevice & { endpoint: string }): PushDevice {
    return device;
  }

  private fail(): void {
    if (this.failure) throw this.failure;
  }
}
