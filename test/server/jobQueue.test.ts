import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { JobQueue, Logger } from '../../server/platform/ports';
import { JobQueueInProcess } from '../../server/platform/adapters/jobs/JobQueueInProcess';
import { JobQueuePgBoss } from '../../server/platform/adapters/jobs/JobQueuePgBoss';
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

// Running a job: once, retried with backoff, waited for on stop, and taken over by the next process.
describe(`the job queue (${DB_LEG})`, () => {
  it('runs each job once, after enqueue has resolved, and counts it as pending until it is done', async () => {
    const queue = newQueue();
    const delivered: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    queue.work('mail', async ({ to }) => {
      if (to === 'held@example.de') await held;
      delivered.push(to);
    });
    await queue.start();
    try {
      await queue.enqueue('mail', mail('held@example.de'));
      await queue.enqueue('mail', mail('b@example.de'));
      await vi.waitFor(() => expect(delivered).toEqual(['b@example.de']), { timeout: 10_000, interval: 10 });
      // b is marked done just after its handler returns; the held job stays pending.
      await vi.waitFor(async () => expect(await queue.pending()).toBe(1), { timeout: 10_000, interval: 10 });
      release();
      await vi.waitFor(async () => expect(await queue.pending()).toBe(0), { timeout: 10_000, interval: 10 });
      expect(delivered.sort()).toEqual(['b@example.de', 'held@example.de']);
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with backoff until it succeeds, and gives up after the retry limit', async () => {
    const queue = newQueue();
    const tries = new Map<string, number>();
    queue.work('mail', async ({ to }) => {
      tries.set(to, (tries.get(to) ?? 0) + 1);
      if (to === 'never@example.de' || tries.get(to)! < 2) throw new Error('SMTP connection refused');
    });
    await queue.start();
    try {
      await queue.enqueue('mail', mail('flaky@example.de'));
      await queue.enqueue('mail', mail('never@example.de'));
      await vi.waitFor(async () => expect(await queue.pending()).toBe(0), { timeout: 20_000, interval: 20 });
      expect(tries.get('flaky@example.de')).toBe(2);
      expect(tries.get('never@example.de')).toBe(1 + retry.retryLimit);
    } finally {
      await queue.stop();
    }
  });

  it('stop waits for the job that is running', async () => {
    const queue = newQueue();
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.work('mail', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    await queue.start();
    await queue.enqueue('mail', mail('slow@example.de'));
    await running;
    await queue.stop();
    expect(finished).toBe(true);
  });

  it.runIf(DB_LEG === 'pglite')('stop gives up on a job that never ends once its bound has passed', async () => {
    const queue = new JobQueueInProcess(quiet, retry, 4, 200);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.work('mail', () => {
      started();
      return new Promise<void>(() => undefined); // a mail server that never answers
    });
    await queue.start();
    await queue.enqueue('mail', mail('hangs@example.de'));
    await running;
    await queue.stop();
    await expect(queue.enqueue('mail', mail('after@example.de'))).rejects.toThrow(/stopped/);
  });

  it.runIf(DB_LEG === 'postgres')(
    'a job queued by one process and not run before it stopped is run by the next',
    async () => {
      const schema = `jobs_${randomBytes(5).toString('hex')}`;
      const first = newQueue(schema);
      first.work('mail', async () => {
        throw new Error('this process never gets to run it');
      });
      // Started without a worker taking jobs: enqueue, then stop at once.
      await first.start();
      await first.stop();
      const sender = newQueue(schema);
      await sender.start();
      await sender.enqueue('mail', mail('later@example.de'));
      await sender.stop();

      const delivered: string[] = [];
      const next = newQueue(schema);
      next.work('mail', async ({ to }) => void delivered.push(to));
      await next.start();
      try {
        await vi.waitFor(() => expect(delivered).toEqual(['later@example.de']), { timeout: 15_000, interval: 20 });
      } finally {
        await next.stop();
      }
    },
  );
});
