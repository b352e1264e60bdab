import type { JobQueue, Mailer, MailMessage } from '../../ports';
import { PayloadSeal } from '../security/PayloadSeal';

/**
 * Mail as a background job: the request only stores the job, so no response waits on the mail server or takes
 * longer for an address that has an account. The message is sealed (AES-256-GCM, key derived from JWT_SECRET)
 * because it carries codes, which the database otherwise holds only as hashes; the recipient stays readable for the
 * failed-mail view.
 */
export class MailerQueued implements Mailer {
  private readonly sealing: PayloadSeal<MailMessage>;

  constructor(
    private readonly jobs: JobQueue,
    secret: string,
  ) {
    this.sealing = new PayloadSeal(secret, 'mail jobs');
  }

  async send(message: MailMessage): Promise<void> {
    const { urgent, ...mail } = message;
    // A code somebody waits for has a queue of its own: alerts and reminders never delay it.
    await this.jobs.enqueue(urgent ? 'code-mail' : 'mail', { to: mail.to, sealed: this.seal(mail) });
  }

  /** Hands each queued mail to the transport (SMTP or the outbox); a throw makes the queue retry it. */
  deliverWith(transport: Mailer): void {
    const deliver = async ({ sealed }: { sealed: string }) => transport.send(this.open(sealed));
    this.jobs.work('mail', deliver);
    this.jobs.work('code-mail', deliver);
  }

  private seal(message: MailMessage): string {
    return this.sealing.seal(message);
  }

  private open(sealed: string): MailMessage {
    return this.sealing.open(sealed);
  }
}
