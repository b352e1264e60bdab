import { GERMAN_TIME_ZONE } from '../../../../src/domain/calendar';
import PgBoss from 'pg-boss';
import { completeJobs, failJobsById } from 'pg-boss/src/plans.js';
import pg from 'pg';
import { connectionLoss } from '../../db/connectionLoss';
import type { DeadLetter, JobName, JobPayloads, JobQueue, Logger } from '../../ports';
import type { RetryPolicy } from './JobQueueInProcess';

/** Work someone is waiting for (a code and its mail): its own queues, looked for more often. */
const URGENT: ReadonlySet<JobName> = new Set<JobName>(['activation-code', 'reset-code', 'code-mail']);

/**
 * Jobs in PostgreSQL through pg-boss: stored in the same database as everything else, taken by whichever process
 * is free (SKIP LOCKED), retried with exponential backoff, and moved to `<queue>-failed` once the retries are spent.
 * A job whose process dies mid-run is expired after `expireInSeconds` and run again by another. Recurring jobs are
 * pg-boss schedules: stored once, sent once a minute-slot by whichever process's clock monitor gets there first.
 */
export class JobQueuePgBoss implements JobQueue {
  private readonly boss: PgBoss;
  private readonly pool: pg.Pool;
  private readonly schema: string;
  private readonly handlers = new Map<JobName, (data: never) => Promise<void>>();
  private readonly schedules = new Map<JobName, number>();
  private readonly workers = new Map<JobName, string[]>();
  private readonly expireInSeconds: number;
  private readonly connectionString: string;
  private started = false;

  constructor(
    options: { connectionString: string; schema: string; log: Logger; expireInSeconds?: number },
    private readonly policy: RetryPolicy = { retryLimit: 5, retryDelayMs: 2000 },
    private readonly concurrency = 4,
  ) {
    this.schema = options.schema;
    this.connectionString = options.connectionString;
    this.expireInSeconds = options.expireInSeconds ?? 120;
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: 3, application_name: 'inserat-jobs' });
    this.pool.on('error', (error) =>
      options.log.warn(
        { err: connectionLoss(error) },
        'a job queue connection was lost; the pool opens a new one when needed',
      ),
    );
    // Maintenance is what finds a job whose process died (and expires it for another try): it runs at least as often as
    // a job may run, so a lost job waits about one expiry, not pg-boss's default two minutes on top.
    this.boss = new PgBoss({
      db: new PgBossDatabase(this.pool, options.schema, options.log),
      schema: options.schema,
      maintenanceIntervalSeconds: Math.min(120, this.expireInSeconds),
    });
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

  every(name: JobName, minutes: number): void {
    this.schedules.set(name, minutes);
  }

  async pending(queues?: readonly JobName[]): Promise<number> {
    // One statement over every queue: counted queue by queue, a job that queues the next one (a code job queueing
    // its mail) could be missed between two counts. Created, retry and active all come before 'completed'.
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select count(*)::int as n from "${this.schema}".job where name = any($1) and state < 'completed'`, [
        queues ? [...queues] : [...this.handlers.keys()],
      ]);
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  }

  async deadLetters(limit: number): Promise<DeadLetter[]> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `select id, name, data, created_on from "${this.schema}".job where name = any($1) and state = 'created' order by created_on desc limit $2`,
        [[...this.handlers.keys()].map((name) => `${name}-failed`), limit],
      );
    return (rows as { id: string; name: string; data: { to?: unknown } | null; created_on: Date }[]).map((row) => ({
      id: row.id,
      queue: row.name.replace(/-failed$/, '') as JobName,
      to: typeof row.data?.to === 'string' ? row.data.to : null,
      failedAt: new Date(row.created_on),
    }));
  }

  async retryDeadLetter(id: string): Promise<boolean> {
    // Taken out of the dead letters in one statement, so two admins pressing "retry" send it once.
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `delete from "${this.schema}".job where id = $1 and name like '%-failed' and state = 'created' returning name, data`,
        [id],
      );
    const letter = rows[0] as { name: string; data: object } | undefined;
    if (!letter) return false;
    await this.enqueue(letter.name.replace(/-failed$/, '') as JobName, letter.data as never);
    return true;
  }

  async start(options: { work: boolean } = { work: true }): Promise<void> {
    await this.boss.start();
    this.started = true;
    // pg-boss creates a table partition per queue: processes of a cluster doing that at once deadlock (seen with three
    // processes starting together), so they set the queues up one after the other.
    await this.oneAtATime(async () => {
      for (const name of this.handlers.keys()) {
        const failed = `${name}-failed`;
        await this.boss.createQueue(failed);
        const queue = {
          name,
          retryLimit: this.policy.retryLimit,
          retryDelay: Math.max(1, Math.round(this.policy.retryDelayMs / 1000)),
          retryBackoff: true,
          expireInSeconds: this.expireInSeconds,
          deadLetter: failed,
        };
        // createQueue keeps an existing queue's settings; updateQueue brings them in line with this release.
        await this.boss.createQueue(name, queue);
        await this.boss.updateQueue(name, queue);
      }
      for (const [name, minutes] of this.schedules)
        await this.boss.schedule(
          name,
          minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`,
          {},
          { tz: GERMAN_TIME_ZONE },
        );
    });
    if (!options.work) return;
    for (const [name, handler] of this.handlers) {
      // A few workers per process, so that one slow job (a mail server taking its time) does not hold up the rest.
      const ids: string[] = [];
      // Work someone waits for (a code and its mail) is looked for every half second, the rest every two.
      const pollingIntervalSeconds = URGENT.has(name) ? 0.5 : 2;
      for (let i = 0; i < this.concurrency; i++) {
        // pg-boss waits a whole polling interval after every job, found or not (120 jobs a minute with four workers):
        // a worker that just did one asks again at once, and waits only when the queue is empty.
        const self = { id: '' };
        self.id = await this.boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          try {
            await handler(job!.data as never);
          } finally {
            if (self.id) this.boss.notifyWorker(self.id);
          }
        });
        ids.push(self.id);
      }
      this.workers.set(name, ids);
    }
  }

  /** Runs the work under a PostgreSQL advisory lock on a connection of its own (the lock belongs to that session). */
  private async oneAtATime(work: () => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'inserat-jobs-setup' });
    await client.connect();
    const key = `inserat:job-queues:${this.schema}`;
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [key]);
      await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
      await client.end();
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    // Once only: a test stops the queue under a running server, which stops it again when it closes.
    this.started = false;
    // Graceful: running jobs finish (within the timeout); jobs not started stay in the table for the next process.
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    await this.pool.end();
  }
}

/**
 * pg-boss's connection to PostgreSQL: ours rather than its built-in one for one reason. pg-boss 10 (the last release
 * that runs on Node 20) marks a finished job completed or failed without awaiting the statement, so a connection lost
 * at that moment was an unhandled rejection, and Node ended the whole server with every request in flight. Those two
 * statements' failures are caught here: the job stays active, expires and runs again, as jobs are at-least-once anyway.
 */
class PgBossDatabase {
  private readonly unawaited: ReadonlySet<string>;

  constructor(
    private readonly pool: pg.Pool,
    schema: string,
    private readonly log: Logger,
  ) {
    this.unawaited = new Set([completeJobs(schema), failJobsById(schema)]);
  }

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (!this.unawaited.has(text)) return this.pool.query(text, values);
    try {
      return await this.pool.query(text, values);
    } catch (error) {
      this.log.warn(
        { err: connectionLoss(error) },
        'a finished job could not be marked done; it runs again when it expires',
      );
      // What pg-boss reads from the statement's answer: no job was changed.
      return { rows: [{ count: '0' }] };
    }
  }
}
