import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  to: string;
  raw: string;
}

/**
 * An SMTP server as a real one behaves: a message is delivered only when its DATA is complete and acknowledged; a
 * transaction whose connection drops before that is discarded. `holdFirst(address)` keeps the first delivery to that
 * address waiting in DATA (the sender's process can be killed mid-send) and lets later ones through.
 */
export class MailServer {
  readonly delivered: Delivered[] = [];
  private readonly held = new Set<string>();
  private holding: ((value: void) => void) | null = null;
  /** Resolves when a held delivery has reached DATA. */
  heldNow: Promise<void> = Promise.resolve();
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const hold = to.find((address) => this.held.has(address));
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          if (hold) {
            // Never acknowledged: the sender waits until it is killed; the dropped connection discards the message.
            this.held.delete(hold);
            this.holding?.();
            return;
          }
          for (const address of to) this.delivered.push({ to: address, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  holdFirst(address: string): void {
    this.held.add(address.toLowerCase());
    this.heldNow = new Promise((resolve) => (this.holding = resolve));
  }

  to(address: string): Delivered[] {
    return this.delivered.filter((mail) => mail.to === address.toLowerCase());
  }

  /** The six-digit code in the newest code mail to the address (a security notice may come after it). */
  codeFor(address: string): string | null {
    const codes = this.to(address).map((mail) => /^\s+(\d{6})\s*$/m.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] ?? null);
    return codes.filter((code) => code !== null).at(-1) ?? null;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
