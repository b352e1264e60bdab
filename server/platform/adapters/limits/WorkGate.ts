import { ServiceBusy } from '../../domain/ServiceBusy';

/**
 * Runs at most `concurrency` tasks at a time with at most `queueLimit` waiting; beyond that refuses at once with
 * ServiceBusy (503 and Retry-After), so a flood of expensive work (scrypt, image decoding) waits in a short line
 * instead of taking every thread and all memory.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly retryAfterSeconds = 2,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new ServiceBusy(this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
