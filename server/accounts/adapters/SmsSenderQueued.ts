import type { JobQueue, SmsMessage, SmsSender } from '../../platform/ports';
import { PayloadSeal } from '../../platform/adapters/security/PayloadSeal';

/**
 * SMS as a background job, like mail: the request only stores it (sealed: it carries a code), a worker hands it to the
 * gateway, and a failure is retried by the queue and, once the retries are spent, kept as a dead letter — never lost.
 */
export class SmsSenderQueued implements SmsSender {
  private readonly sealing: PayloadSeal<SmsMessage>;

  constructor(
    private readonly jobs: JobQueue,
    secret: string,
  ) {
    this.sealing = new PayloadSeal(secret, 'sms jobs');
  }

  async send(message: SmsMessage): Promise<void> {
    await this.jobs.enqueue('sms', { to: message.to, sealed: this.sealing.seal(message) });
  }

  deliverWith(gateway: SmsSender): void {
    this.jobs.work('sms', async ({ sealed }) => gateway.send(this.sealing.open(sealed)));
  }
}
