import type { Mailer, MailMessage } from '../../../server/application/shared/ports';

export class MailerInMemory implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP connection refused');
    }
    this.sent.push(message);
  }

  /** The six-digit code of the newest mail to that address. */
  codeFor(email: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to === email.toLowerCase());
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
}
