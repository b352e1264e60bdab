import { randomUUID } from 'node:crypto';
import type { DeadLetter, JobName, JobPayloads, JobQueue, Logger } from '../../ports';

export interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  retryDelayMs: number;
}

/** Work someone is waiting for (a code): run before everything else that waits. */
const URGENT: ReadonlySet<JobName> = new Set<JobName>(['activation-code', 'reset-code', 'code-mail']);

interface PendingJob {
  name: JobName;
  data: unknown;
  attempt: number;
}

/**
 * The job queue of a single process on PGlite: jobs run in this process as soon as it is free, a few at a time,
 * retried with exponential backoff. Jobs live in memory: a clean shutdown runs those already due, a crash loses what
 * was waiting (with PGlite there is only one process; PostgreSQL's pg-boss queue keeps jobs through crashes).
 */
export class JobQueueInProcess implements JobQueue {
  private readonly handlers = new Map<JobName, (data: never) => Promise<void>>();
  private readonly ready: PendingJob[] = [];
  private readonly running = new Map<Promise<void>, JobName>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly schedules = new Map<JobName, number>();
  private readonly scheduleTimers = new Set<NodeJS.Timeout>();
  private readonly dead: (DeadLetter & { data: unknown })[] = [];
  private started = false;
  private stopping = false;
  private stopped = false;

  constructor(
    private readonly log: Logger,
    private readonly policy: RetryPolicy = { retryLimit: 5, retryDelayMs: 2000 },
    private readonly concurrency = 4,
    private readonly stopBoundMs = 20_000,
  ) {}

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
    // While stopping, jobs still come from running ones (a code job queues its mail) and are drained with them.
    if (this.stopped) throw new Error('the job queue has stopped');
    this.queue({ name, data, attempt: 0 });
    this.pump();
  }

  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): void {
    this.handlers.set(name, handler as (data: never) => Promise<void>);
  }

  every(name: JobName, minutes: number): void {
    this.schedules.set(name, minutes);
  }

  async pending(queues?: readonly JobName[]): Promise<number> {
    if (!queues) return this.ready.length + this.running.size + this.retryTimers.size;
    const counted = (name: JobName) => queues.includes(name);
    return this.ready.filter((job) => counted(job.name)).length + [...this.running.values()].filter(counted).length;
  }

  /** Into the line: urgent work after the urgent work already waiting, ahead of the rest. */
  private queue(job: PendingJob): void {
    if (!URGENT.has(job.name)) {
      this.ready.push(job);
      return;
    }
    const firstOrdinary = this.ready.findIndex((waiting) => !URGENT.has(waiting.name));
    this.ready.splice(firstOrdinary < 0 ? this.ready.length : firstOrdinary, 0, job);
  }

  async deadLetters(limit: number): Promise<DeadLetter[]> {
    return this.dead
      .slice(-limit)
      .reverse()
      .map(({ data: _data, ...letter }) => letter);
  }

  async retryDeadLetter(id: string): Promise<boolean> {
    const index = this.dead.findIndex((letter) => letter.id === id);
    if (index < 0) return false;
    const [letter] = this.dead.splice(index, 1);
    await this.enqueue(letter!.queue, letter!.data as never);
    return true;
  }

  /** One process: it always works its jobs, and runs the recurring ones on its own timers. */
  async start(): Promise<void> {
    this.started = true;
    for (const [name, minutes] of this.schedules) {
      const timer = setInterval(() => void this.enqueue(name, {}).catch(() => undefined), minutes * 60_000);
      timer.unref();
      this.scheduleTimers.add(timer);
    }
    this.pump();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const timer of this.scheduleTimers) clearInterval(timer);
    for (const timer of this.retryTimers) clearTimeout(timer);
    if (this.retryTimers.size > 0)
      this.log.warn({ jobs: this.retryTimers.size }, 'jobs waiting for a retry are dropped at shutdown');
    this.retryTimers.clear();
    // What is due still runs: a mail asked for just before shutdown is sent. A job that hangs (a mail server that
    // never answers) does not hold the shutdown past the bound; pg-boss's stop has the same one.
    const deadline = Date.now() + this.stopBoundMs;
    while ((this.running.size > 0 || (this.ready.length > 0 && this.started)) && Date.now() < deadline) {
      this.pump();
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([...this.running.keys(), bound]).finally(() => clearTimeout(timer));
    }
    if (this.running.size + this.ready.length > 0)
      this.log.warn({ jobs: this.running.size + this.ready.length }, 'jobs still unfinished at the shutdown bound');
    this.stopped = true;
  }

  private pump(): void {
    if (!this.started) return;
    while (this.running.size < this.concurrency && this.ready.length > 0) {
      const job = this.ready.shift()!;
      const run: Promise<void> = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.set(run, job.name);
    }
  }

  private async run(job: PendingJob): Promise<void> {
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no worker for jobs named ${job.name}`);
      await handler(job.data as never);
    } catch (error) {
      if (job.attempt >= this.policy.retryLimit || this.stopping) {
        this.log.error({ err: error, job: job.name, attempts: job.attempt + 1 }, 'a job failed for good');
        const to = (job.data as { to?: unknown } | null)?.to;
        this.dead.push({
          id: randomUUID(),
          queue: job.name,
          to: typeof to === 'string' ? to : null,
          failedAt: new Date(),
          data: job.data,
        });
        if (this.dead.length > 500) this.dead.shift();
        return;
      }
      const delay = this.policy.retryDelayMs * 2 ** job.attempt;
      this.log.warn({ err: error, job: job.name, retryInMs: delay }, 'a job failed; retrying');
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.queue({ ...job, attempt: job.attempt + 1 });
        this.pump();
      }, delay);
      this.retryTimers.add(timer);
    }
  }
}
