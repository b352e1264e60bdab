import type { BrowserPush, PushPermission } from '../../src/application/device/ports';
import type { PushSubscriptionJson } from '../../src/domain/push';

/** The browser's push side as a test sets it: supported or not, what the person answers when asked. */
export class BrowserPushInMemory implements BrowserPush {
  supported = true;
  granted: PushPermission = 'default';
  /** What the person answers the permission prompt. */
  answer: 'granted' | 'denied' = 'granted';
  asked = 0;
  subscription: PushSubscriptionJson | null = null;

  permission(): PushPermission {
    return this.granted;
  }

  async subscribe(publicKey: string): Promise<PushSubscriptionJson | null> {
    if (!this.supported) return null;
    if (this.granted === 'default') {
      this.asked += 1;
      this.granted = this.answer;
    }
    if (this.granted !== 'granted') return null;
    this.subscription ??= {
      endpoint: `https://push.example.de/${publicKey.slice(0, 8)}/${Math.random().toString(36).slice(2)}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    };
    return this.subscription;
  }

  async unsubscribe(): Promise<void> {
    this.subscription = null;
  }

  async subscribed(): Promise<boolean> {
    return this.subscription !== null;
  }
}
