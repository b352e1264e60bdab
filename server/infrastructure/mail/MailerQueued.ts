import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { JobQueue, Mailer, MailMessage } from '../../application/shared/ports';

/**
 * Mail as a background job: the request only stores the job, so no response waits on the mail server or takes
 * longer for an address that has an account. The message is sealed (AES-256-GCM, key derived from JWT_SECRET)
 * because it carries codes, which the database otherwise holds only as hashes; the recipient stays readable for the
 * failed-mail view.
 */
export class MailerQueued implements Mailer {
  private readonly key: Buffer;

  constructor(
    private readonly jobs: JobQueue,
    secret: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'inserat', 'mail jobs', 32));
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
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  private open(sealed: string): MailMessage {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
    ) as MailMessage;
  }
}
