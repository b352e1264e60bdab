import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { JobQueue, Logger } from '../../server/platform/ports';
import { JobQueueInProcess } from '../../server/platform/adapters/jobs/JobQueueInProcess';
import { JobQueuePgBoss } from '../../server/platform/adapters/jobs/JobQueuePgBoss';
import { startTcpProxy } from '../support/tcpProxy';
import { DB_LEG } from './helpers';

/** The job queue port, as each leg runs it: in this process on PGlite, pg-boss on PostgreSQL. */
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const retry = { retryLimit: 2, retryDelayMs: 100 };
const schemas: string[] = [];

function newQueue(schema = `jobs_${randomBytes(5).toString('hex')}`): JobQueue {
  if (DB_LEG === 'postgres') {
    if (!schemas.includes(schema)) schemas.push(schema);
    return new JobQueuePgBoss({ connectionString: process.env.TEST_DATABASE_URL!, schema, log: quiet }, retry);
  }
  return new JobQueueInProcess(quiet, retry);
}

afterAll(async () => {
  if (schemas.length === 0) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

const mail = (to: string) => ({ to, sealed: 'x' });

// Jobs that fail for good (dead letters), recurring jobs, a database away mid-job, and the web and worker processes.
describe(`the job queue (${DB_LEG}): failures, schedules and processes`, () => {
  it('keeps a job that failed every retry as a dead letter, and an admin can send it round once more', async () => {
    const queue = newQueue();
    let smtpUp = false;
    const delivered: string[] = [];
    queue.work('mail', async ({ to }) => {
      if (!smtpUp) throw new Error('SMTP connection refused');
      delivered.push(to);
    });
    await queue.start();
    try {
      await queue.enqueue('mail', mail('lost@example.de'));
      await vi.waitFor(async () => expect(await queue.deadLetters(10)).toHaveLength(1), {
        timeout: 20_000,
        interval: 50,
      });
      const [letter] = await queue.deadLetters(10);
      expect(letter).toMatchObject({ queue: 'mail', to: 'lost@example.de' });
      expect(letter!.failedAt).toBeInstanceOf(Date);
      expect(delivered).toEqual([]);

      smtpUp = true;
      // Two admins pressing "retry" at once: the letter goes back once.
      const answers = await Promise.all([queue.retryDeadLetter(letter!.id), queue.retryDeadLetter(letter!.id)]);
      expect(answers.sort()).toEqual([false, true]);
      await vi.waitFor(() => expect(delivered).toEqual(['lost@example.de']), { timeout: 15_000, interval: 20 });
      expect(await queue.deadLetters(10)).toEqual([]);
      expect(await queue.retryDeadLetter(letter!.id)).toBe(false);
    } finally {
      await queue.stop();
    }
  });

  it.runIf(DB_LEG === 'pglite')('queues a recurring job every given number of minutes until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const queue = newQueue();
    let runs = 0;
    queue.work('expire-ads', async () => void runs++);
    queue.every('expire-ads', 15);
    try {
      await queue.start();
      vi.advanceTimersByTime(14 * 60_000);
      expect(runs).toBe(0);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 5000, interval: 10 });
      vi.advanceTimersByTime(30 * 60_000);
      await vi.waitFor(() => expect(runs).toBe(3), { timeout: 5000, interval: 10 });
      await queue.stop();
      vi.advanceTimersByTime(60 * 60_000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(DB_LEG === 'postgres').each(['succeeds', 'fails'])(
    'a job that %s while the database is unreachable does not end the process, and runs again once the database is back',
    async (outcome) => {
      // pg-boss 10 marks a finished job completed or failed without awaiting the statement: a connection lost at that
      // moment was an unhandled rejection, and Node ended the whole server with every request in flight (seen in the
      // fault suite).
      const target = new URL(process.env.TEST_DATABASE_URL!);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(target);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const schema = `jobs_${randomBytes(5).toString('hex')}`;
      schemas.push(schema);
      const warnings: string[] = [];
      const log: Logger = { ...quiet, warn: (_fields, message) => void warnings.push(message) };
      const queue = new JobQueuePgBoss(
        { connectionString: viaProxy.toString(), schema, log, expireInSeconds: 1 },
        retry,
      );
      let runs = 0;
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      queue.work('mail', async () => {
        runs++;
        started();
        if (runs > 1) return;
        await held;
        if (outcome === 'fails') throw new Error('SMTP connection refused');
      });
      await queue.start();
      try {
        await queue.enqueue('mail', mail('during-outage@example.de'));
        await running;
        proxy.cut();
        release();
        await vi.waitFor(
          () => expect(warnings).toContain('a finished job could not be marked done; it runs again when it expires'),
          { timeout: 10_000, interval: 20 },
        );
        proxy.restore();
        await vi.waitFor(async () => expect(await queue.pending()).toBe(0), { timeout: 20_000, interval: 50 });
        expect(runs).toBe(2);
      } finally {
        proxy.restore();
        await queue.stop();
        await proxy.close();
      }
    },
  );

  it.runIf(DB_LEG === 'postgres')(
    'a web process (work: false) only queues; the worker runs its jobs, and recurring jobs are scheduled once for the cluster',
    async () => {
      const schema = `jobs_${randomBytes(5).toString('hex')}`;
      const webRuns: string[] = [];
      const workerRuns: string[] = [];
      const web = newQueue(schema);
      const worker = newQueue(schema);
      web.work('mail', async ({ to }) => void webRuns.push(to));
      worker.work('mail', async ({ to }) => void workerRuns.push(to));
      for (const queue of [web, worker]) {
        queue.work('expire-ads', async () => undefined);
        queue.every('expire-ads', 15);
      }
      await web.start({ work: false });
      await worker.start({ work: true });
      try {
        for (let i = 0; i < 5; i++) await web.enqueue('mail', mail(`m${i}@example.de`));
        await vi.waitFor(() => expect(workerRuns).toHaveLength(5), { timeout: 20_000, interval: 20 });
        expect(webRuns).toEqual([]);
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        const { rows } = await client.query(`select name, cron from "${schema}".schedule`);
        await client.end();
        expect(rows).toEqual([{ name: 'expire-ads', cron: '*/15 * * * *' }]);
      } finally {
        await web.stop();
        await worker.stop();
      }
    },
  );
});
