import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger, Mailer, MailMessage } from '../../ports';
import { nodemailerMessage } from './nodemailerMessage';

/**
 * Mail without an SMTP server: each message is built by nodemailer exactly as it would be sent (headers encoded,
 * so a subject with line breaks cannot add header lines) and kept as an .eml file under DATA_DIR/outbox, readable by
 * the data folder's owner only. The log names the file, never the content: codes appear in that file and nowhere else.
 */
export class MailerOutbox implements Mailer {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const built = await this.composer.sendMail({ from: this.from, ...nodemailerMessage(message) });
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
    // Two mails to one address within a millisecond (an invoice and its payment notice) each keep their file: a random
    // part in the name, and 'wx' so that a file is never overwritten.
    const file = path.join(this.dir, `${stamp}-${randomBytes(4).toString('hex')}-${safeTo}.eml`);
    await writeFile(file, built.message as Buffer, { mode: 0o600, flag: 'wx' });
    this.log.info({ to: message.to, file }, `outbox: mail to ${message.to} kept in ${file}`);
  }
}
