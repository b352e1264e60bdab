import type { BrowserPush, PushApi, ThisDevice } from './ports';

/**
 * "entfernen" of a device, or "Auf diesem Gerät ausschalten": the server sends it nothing more; when it is this browser,
 * its subscription ends too (so the push service forgets it).
 */
export class TurnOffPush {
  constructor(
    private readonly browser: BrowserPush,
    private readonly api: PushApi,
    private readonly thisDevice: ThisDevice,
  ) {}

  async execute(deviceId: string | null = this.thisDevice.id()): Promise<void> {
    const here = deviceId !== null && deviceId === this.thisDevice.id();
    if (deviceId) await this.api.remove(deviceId);
    if (here || deviceId === null) {
      this.thisDevice.set(null);
      await this.browser.unsubscribe().catch(() => undefined);
    }
  }
}
