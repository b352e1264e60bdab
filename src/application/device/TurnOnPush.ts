import type { PushDevice } from '../../domain/push';
import type { BrowserPush, PushApi, ThisDevice } from './ports';

/**
 * Why push could not be turned on here: the browser cannot, the server has no push, the person said no, or the
 * browser's push service did not answer (offline, or a vendor's service out of reach).
 */
export type TurnOnPushResult =
  { on: true; device: PushDevice } | { on: false; reason: 'unsupported' | 'denied' | 'off' | 'unreachable' };

/** "Auf diesem Gerät einschalten": the browser's permission and subscription, then the server learns the device. */
export class TurnOnPush {
  constructor(
    private readonly browser: BrowserPush,
    private readonly api: PushApi,
    private readonly thisDevice: ThisDevice,
    private readonly publicKey: string | null,
  ) {}

  async execute(): Promise<TurnOnPushResult> {
    if (!this.publicKey) return { on: false, reason: 'off' };
    if (!this.browser.supported) return { on: false, reason: 'unsupported' };
    let subscription;
    try {
      subscription = await this.browser.subscribe(this.publicKey);
    } catch {
      return { on: false, reason: 'unreachable' };
    }
    if (!subscription) return { on: false, reason: 'denied' };
    const device = await this.api.add(subscription);
    this.thisDevice.set(device.id);
    return { on: true, device };
  }
}
