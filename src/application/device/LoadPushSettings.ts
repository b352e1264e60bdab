import type { PushDevice, PushSettings } from '../../domain/push';
import type { BrowserPush, PushApi, ThisDevice } from './ports';

export interface PushOverview {
  settings: PushSettings;
  devices: PushDevice[];
  /** This browser's device among them (its pushes are on), or null. */
  thisDeviceId: string | null;
}

/**
 * The profile's push section: what is pushed, to which devices, and whether this browser is one of them — only when
 * the server still knows the device and the browser still holds its subscription (a browser that dropped it, or a
 * device removed elsewhere, reads as off here).
 */
export class LoadPushSettings {
  constructor(
    private readonly api: PushApi,
    private readonly browser: BrowserPush,
    private readonly thisDevice: ThisDevice,
  ) {}

  async execute(): Promise<PushOverview> {
    const [settings, devices, subscribed] = await Promise.all([
      this.api.settings(),
      this.api.devices(),
      this.browser.supported ? this.browser.subscribed() : Promise.resolve(false),
    ]);
    const id = this.thisDevice.id();
    const thisDeviceId = subscribed && devices.some((d) => d.id === id) ? id : null;
    if (thisDeviceId === null && id !== null) this.thisDevice.set(null);
    return { settings, devices, thisDeviceId };
  }
}
