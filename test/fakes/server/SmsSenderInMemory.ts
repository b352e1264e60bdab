import type { SmsMessage, SmsSender } from '../../../server/platform/ports';

/** The SMS gateway as tests see it: every message that reached it, and the code in the newest one to a number. */
export class SmsSenderInMemory implements SmsSender {
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }

  codeFor(to: string): string | null {
    const last = this.sent.filter((m) => m.to === to).at(-1);
    return last ? (/\b(\d{6})\b/.exec(last.text)?.[1] ?? null) : null;
  }
}
