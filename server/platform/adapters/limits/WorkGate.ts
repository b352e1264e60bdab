import { ServiceBusy } from '../../domain/ServiceBusy';

/** Which line a task waits in: `first` before everyone, `last` only while nobody else waits. */
export type WorkPriority = 'first' | 'normal' | 'last';

interface Line {
  waiting: (() => void)[];
  limit: number;
}

/**
 * At most `concurrency` tasks at once and a bounded line each; past that, ServiceBusy (503 with Retry-After) at once
 * instead of a line that grows for minutes. Three lines, served in order:
 * - `first` (a sign-in from a device its owner used before): a flood in the other lines never stands in front of it;
 * - `normal`;
 * - `last` (sign-ins of addresses that failed recently, floods of guesses): started only while no one else waits, and
 *   at most `lastConcurrency` of them at once, so a slot is always there for everybody else (issue 68: a line of its
 *   own with threads of its own still took a third of the machine from honest sign-ins).
 */
export class WorkGate {
  private running = 0;
  private runningLast = 0;
  private readonly lines: Record<WorkPriority, Line>;
  private readonly lastConcurrency: number;

  constructor(
    private readonly concurrency: number,
    queueLimit: number,
    private readonly retryAfterSeconds = 2,
    options: { firstQueueLimit?: number; lastConcurrency?: number; lastQueueLimit?: number } = {},
  ) {
    this.lines = {
      first: { waiting: [], limit: options.firstQueueLimit ?? 16 },
      normal: { waiting: [], limit: queueLimit },
      last: { waiting: [], limit: options.lastQueueLimit ?? queueLimit },
    };
    this.lastConcurrency = options.lastConcurrency ?? concurrency;
  }

  async run<T>(task: () => Promise<T>, options: { priority?: WorkPriority } = {}): Promise<T> {
    const priority = options.priority ?? 'normal';
    if (this.mayStart(priority)) this.start(priority);
    else {
      const line = this.lines[priority];
      if (line.waiting.length >= line.limit) throw new ServiceBusy(this.retryAfterSeconds);
      // Resolved by `dispatch`, which has already counted this task as running.
      await new Promise<void>((resolve) => line.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.running -= 1;
      if (priority === 'last') this.runningLast -= 1;
      this.dispatch();
    }
  }

  private mayStart(priority: WorkPriority): boolean {
    if (this.running >= this.concurrency) return false;
    if (priority !== 'last') return true;
    const othersWait = this.lines.first.waiting.length + this.lines.normal.waiting.length > 0;
    return !othersWait && this.runningLast < this.lastConcurrency;
  }

  private start(priority: WorkPriority): void {
    this.running += 1;
    if (priority === 'last') this.runningLast += 1;
  }

  /** Hands free slots to the next in line: the first line, then the normal one, then the last while it may run. */
  private dispatch(): void {
    for (const priority of ['first', 'normal', 'last'] as const) {
      const line = this.lines[priority].waiting;
      while (line.length > 0 && this.running < this.concurrency) {
        if (priority === 'last' && this.runningLast >= this.lastConcurrency) return;
        this.start(priority);
        line.shift()!();
      }
    }
  }
}
