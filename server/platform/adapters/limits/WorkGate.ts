import { ServiceBusy } from '../../domain/ServiceBusy';

/**
 * At most `concurrency` tasks at once and `queueLimit` waiting; past that, ServiceBusy (503 with Retry-After) at once
 * instead of a line that grows for minutes. A task marked `first` (a sign-in from a device its owner used before) waits
 * in a line of its own that is served before the others, with its own bound: a flood in the ordinary line never stands
 * in front of it.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly waitingFirst: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly retryAfterSeconds = 2,
    private readonly firstQueueLimit = 16,
  ) {}

  async run<T>(task: () => Promise<T>, options: { first?: boolean } = {}): Promise<T> {
    if (this.running >= this.concurrency) {
      const line = options.first ? this.waitingFirst : this.waiting;
      if (line.length >= (options.first ? this.firstQueueLimit : this.queueLimit))
        throw new ServiceBusy(this.retryAfterSeconds);
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (the first line before the other), or give it back.
      const next = this.waitingFirst.shift() ?? this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
