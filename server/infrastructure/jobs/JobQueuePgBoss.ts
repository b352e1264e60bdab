import PgBoss from 'pg-boss';
import type { JobName, JobPayloads, JobQueue, Logger } from '../../application/shared/ports';
import type { RetryPolicy } from './JobQueueInProcess';

/**
 * Jobs in PostgreSQL through pg-boss: stored in the same database as everything else, taken by whichever process
 * is free (SKIP LOCKED), retried with exponential backoff, and moved to `<queue>-failed` once the retries are spent.
 * A job whose process dies mid-run is expired after `expireInSeconds` and run again by another.
 */
export class JobQueuePgBoss implements JobQueue {
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly handlers = new Map<JobName, (data: never) => Promise<void>>();
  private readonly workers = new Map<JobName, string[]>();
  private started = false;

  constructor(
    options: { connectionString: string; schema: string; log: Logger },
    private readonly policy: RetryPolicy = { retryLimit: 5, retryDelayMs: 2000 },
    private readonly concurrency = 4,
  ) {
    this.schema = options.schema;
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema, max: 3, application_name: 'inserat-jobs' });
    this.boss.on('error', (error) => options.log.warn({ err: error }, 'job queue error'));
  }

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
    await this.boss.send(name, data);
    // Our own worker looks at once instead of at its next poll; other processes find the job when they poll.
    for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
  }

  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): void {
    this.handlers.set(name, handler as (data: never) => Promise<void>);
  }

  async pending(): Promise<number> {
    // One statement over every queue: counted queue by queue, a job that queues the next one (a code job queueing
    // its mail) could be missed between two counts. Created, retry and active all come before 'completed'.
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select count(*)::int as n from "${this.schema}".job where name = any($1) and state < 'completed'`, [[...this.handlers.keys()]]);
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, handler] of this.handlers) {
      const failed = `${name}-failed`;
      await this.boss.createQueue(failed);
      const queue = {
        name,
        retryLimit: this.policy.retryLimit,
        retryDelay: Math.max(1, Math.round(this.policy.retryDelayMs / 1000)),
        retryBackoff: true,
        expireInSeconds: 120,
        deadLetter: failed,
      };
      // createQueue keeps an existing queue's settings; updateQueue brings them in line with this release.
      await this.boss.createQueue(name, queue);
      await this.boss.updateQueue(name, queue);
      // A few workers per process, so that one slow job (a mail server taking its time) does not hold up the rest.
      const ids: string[] = [];
      for (let i = 0; i < this.concurrency; i++) ids.push(await this.boss.work(name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => handler(job!.data as never)));
      this.workers.set(name, ids);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    // Graceful: running jobs finish (within the timeout); jobs not started stay in the table for the next process.
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }
}
