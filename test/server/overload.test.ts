import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ServiceBusy } from '../../server/platform/domain/ServiceBusy';
import { WorkGate } from '../../server/platform/adapters/limits/WorkGate';
import { loggedUrl } from '../../server/platform/http/logging';
import { errorsPlugin } from '../../server/platform/http/plugins/errors';
import { classifyDatabaseError } from '../../server/platform/db/errors';
import {
  PasswordHasherScrypt,
  SUSPECT_CONCURRENCY,
  SUSPECT_QUEUE_LIMIT,
} from '../../server/accounts/adapters/passwords';
import { TEST_SCRYPT } from './helpers';

describe('password hashing under a flood', () => {
  it('runs a bounded number at once, queues a bounded number, and refuses the rest at once', async () => {
    const hasher = new PasswordHasherScrypt(TEST_SCRYPT, { concurrency: 1, queueLimit: 2 });
    const stored = await hasher.hash('secret-password-1');
    const flood = await Promise.allSettled(Array.from({ length: 6 }, () => hasher.verify('secret-password-1', stored)));
    expect(flood.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(flood.filter((r) => r.status === 'fulfilled').every((r) => r.value === true)).toBe(true);
    expect((flood[3] as PromiseRejectedResult).reason).toBeInstanceOf(ServiceBusy);
    // Once the queue drained, hashing works again.
    expect(await hasher.verify('wrong-password-1', stored)).toBe(false);
  });

  it('the head of a burst, seen as a burst by its turn, hashes in the suspect lane; a check that is still alone stays normal', async () => {
    const hasher = new PasswordHasherScrypt(TEST_SCRYPT, { concurrency: 1, queueLimit: 4 });
    const stored = await hasher.hash('secret-password-1');
    // The suspect lane is full: one hashing, its line taken.
    const guesses = Array.from({ length: SUSPECT_CONCURRENCY + SUSPECT_QUEUE_LIMIT }, () =>
      hasher.verify('guess', stored, 'suspect'),
    );
    const [head, honest] = await Promise.allSettled([
      hasher.verify('guess', stored, 'normal', async () => false),
      hasher.verify('secret-password-1', stored, 'normal', async () => true),
    ]);
    // The head went to the full suspect lane and was refused there; the honest check kept the normal lane.
    expect(head.status === 'rejected' && head.reason).toBeInstanceOf(ServiceBusy);
    expect(honest).toEqual({ status: 'fulfilled', value: true });
    expect(await Promise.all(guesses)).toEqual(guesses.map(() => false));
  });

  it('a flood in the last line never holds every slot, and anyone waiting in another line goes before it', async () => {
    const gate = new WorkGate(2, 10, 2, { lastConcurrency: 1, lastQueueLimit: 10 });
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const task = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases.push(resolve);
      });
    const flood = Array.from({ length: 4 }, (_, i) => gate.run(task(`guess-${i}`), { priority: 'last' }));
    await Promise.resolve();
    // One guess runs; the second slot stays free for the person who comes next.
    expect(order).toEqual(['guess-0']);
    const honest = gate.run(task('honest'));
    const known = gate.run(task('known'), { priority: 'first' });
    await Promise.resolve();
    expect(order).toEqual(['guess-0', 'honest']);
    // A slot frees: the known device goes before the guesses waiting since earlier.
    releases.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['guess-0', 'honest', 'known']);
    while (order.length < 6) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    releases.forEach((release) => release());
    await Promise.all([...flood, honest, known]);
    expect(order.slice(3)).toEqual(['guess-1', 'guess-2', 'guess-3']);
  });

  it('a full queue is answered 503 UNAVAILABLE with Retry-After, in the envelope', async () => {
    const app = Fastify();
    await app.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
    app.post('/login', async () => {
      throw new ServiceBusy(2);
    });
    const answer = await app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toEqual({
      statusCode: 503,
      error: 'UNAVAILABLE',
      message: 'The service is busy right now; please try again in a moment',
      requestId: expect.any(String),
    });
    await app.close();
  });
});

describe('access log', () => {
  it('drops the query of auth routes (it carries the e-mail of a reset) and keeps every other URL', () => {
    expect(loggedUrl('/api/auth/reset-password?email=erika%40example.de')).toBe('/api/auth/reset-password?[redacted]');
    expect(loggedUrl('/api/auth/login')).toBe('/api/auth/login');
    expect(loggedUrl('/api/ads?q=Altbau&page=2')).toBe('/api/ads?q=Altbau&page=2');
  });
});
