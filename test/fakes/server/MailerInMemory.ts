import type { Mailer, MailMessage } from '../../../server/platform/ports';

/** The mail transport of the server tests: keeps what the mail job delivers. */
export class MailerInMemory implements Mailer {
  readonly sent: MailMessage[] = [];
  failNext = false;
  /** The mail server is down: every delivery is refused until this is set back. */
  down = false;
  /** How long a delivery takes, as a real SMTP server's would (371 ms was measured against one). */
  deliveryMs = 0;
  /** Resolves once the server has delivered every mail it queued (set by the test server to wait on its job queue). */
  settled: () => Promise<void> = async () => undefined;

  async send(message: MailMessage): Promise<void> {
    if (this.deliveryMs > 0) await new Promise((resolve) => setTimeout(resolve, this.deliveryMs));
    if (this.down) throw new Error('SMTP connection refused');
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP connection refused');
    }
    this.sent.push(message);
  }

  /** The six-digit code of the newest code mail to that address (a security notice may come after it), once sent. */
  async codeFor(email: string): Promise<string> {
    await this.settled();
    const mail = [...this.sent].reverse().find((m) => m.to === email.toLowerCase() && /\b\d{6}\b/.test(m.text));
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
}
