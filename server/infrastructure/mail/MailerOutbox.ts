import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, Mailer, MailMessage } from '../../application/ports';

/**
 * Development mail without an SMTP server: each mail goes to the log (with its code, so a developer can
 * activate an account from the terminal) and to a file under DATA_DIR/outbox.
 */
export class MailerOutbox implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly log: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
    const file = path.join(this.dir, `${stamp}-${safeTo}.eml`);
    const body = [`To: ${message.to}`, `Subject: ${message.subject}`, '', message.text, ''].join('\n');
    await writeFile(file, body, 'utf8');
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    this.log.info({ to: message.to, subject: message.subject, code, file }, `outbox: mail to ${message.to}${code ? ` — code ${code}` : ''}`);
  }
}
