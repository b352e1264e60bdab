import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptCounter } from '../../server/platform/ports';
import { AttemptCounterMemory } from '../../server/platform/adapters/limits/AttemptCounterMemory';
import { AttemptCounterRedis } from '../../server/platform/adapters/limits/AttemptCounterRedis';
import { ClockFake } from '../fakes/server/ClockFake';
import { call, startTestServer, type TestServer } from './helpers';

/** Limit counters: the same contract in memory and in Redis, and shared by several processes through Redis. */
const REDIS_URL = process.env.TEST_REDIS_URL;

function counterContract(
  name: string,
  make: () => { counter: AttemptCounter; expire: (key: string) => Promise<void> },
) {
  describe(`AttemptCounter (${name})`, () => {
    it('counts per key, starts a fresh window after the old one ends, and forgets on reset', async () => {
      const { counter, expire } = make();
      const key = `k-${randomBytes(4).toString('hex')}`;
      expect(await counter.count(key)).toBe(0);
      expect(await counter.hit(key, 60_000)).toBe(1);
      expect(await counter.hit(key, 60_000)).toBe(2);
      expect(await counter.hit(`${key}-other`, 60_000)).toBe(1);
      expect(await counter.count(key)).toBe(2);
      await expire(key);
      await expect.poll(() => counter.count(key)).toBe(0);
      expect(await counter.hit(key, 60_000)).toBe(1);
      await counter.reset(key);
      expect(await counter.count(key)).toBe(0);
    });

    it("does not lose a victim's count while 6,000 other keys are counted", async () => {
      const { counter } = make();
      const victim = `victim-${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < 5; i++) await counter.hit(victim, 60_000);
      await Promise.all(Array.from({ length: 6000 }, (_, i) => counter.hit(`other-${i}-${victim}`, 60_000)));
      expect(await counter.count(victim)).toBe(5);
    });
  });
}

const clock = new ClockFake();
counterContract('memory', () => ({
  counter: new AttemptCounterMemory(clock),
  expire: async () => clock.advance(60_001),
}));

describe.runIf(REDIS_URL)('with REDIS_URL', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await redis.quit();
  });

  counterContract('Redis', () => ({
    counter: new AttemptCounterRedis(redis, 'inserat-test:attempts:'),
    expire: async (key) => void (await redis.pexpire(`inserat-test:attempts:${key}`, 1)),
  }));

  describe('two server processes', () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      const limits = {
        perIpPerMinute: 3,
        mailsPerAddressPerHour: 2,
        loginFailuresBeforeDelay: 2,
        loginsPerIpPerMinute: 100,
      };
      const env = { REDIS_URL: REDIS_URL!, TRUST_PROXY: 'loopback' };
      a = await startTestServer({ rateLimit: limits }, env);
      b = await startTestServer({ rateLimit: limits }, env);
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });

    it('share one per-IP budget: the third request through A and the fourth through B are the limit', async () => {
      const visitor = { 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
      const email = `ip-${randomBytes(4).toString('hex')}@example.de`;
      const login = (server: TestServer) =>
        call(server.app, 'POST', '/api/auth/login', { body: { email, password: 'whatever-123' }, headers: visitor });
      expect([
        (await login(a)).status,
        (await login(b)).status,
        (await login(a)).status,
        (await login(b)).status,
      ]).toEqual([401, 401, 401, 429]);
    });

    it('share failed logins and mail budgets per address', async () => {
      const email = `shared-${randomBytes(4).toString('hex')}@example.de`;
      const headers = () => ({ 'x-forwarded-for': `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}` });
      a.clock.sleeps.length = 0;
      b.clock.sleeps.length = 0;
      await call(a.app, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password-1' },
        headers: headers(),
      });
      await call(b.app, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password-2' },
        headers: headers(),
      });
      await call(a.app, 'POST', '/api/auth/login', {
        body: { email, password: 'wrong-password-3' },
        headers: headers(),
      });
      expect(b.clock.sleeps.length + a.clock.sleeps.length).toBe(1); // the third failure was past two

      // Mail requests are counted per requester and address (a stranger spends only their own budget), in Redis: one
      // requester alternating between the processes gets two, the third is refused by the mail budget (the per-IP
      // budget of three is not yet spent), and another requester is still served.
      const requester = headers();
      const forgot = (server: TestServer, from: Record<string, string>) =>
        call(server.app, 'POST', '/api/auth/forgot-password', { body: { email }, headers: from });
      const answers = [await forgot(a, requester), await forgot(b, requester), await forgot(a, requester)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body.error).toBe('MAIL_QUOTA_REACHED');
      expect((await forgot(b, headers())).status).toBe(200);
    });
  });
});

describe('when the configured Redis is away', () => {
  it('auth requests answer 503 with Retry-After (never 500) and /api/ready names redis, while reads go on', async () => {
    // Nothing listens on this port: the counters cannot be reached.
    const server = await startTestServer({}, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const login = await call(server.app, 'POST', '/api/auth/login', {
        body: { email: 'x@example.de', password: 'whatever-123' },
      });
      expect(login.status).toBe(503);
      expect(login.response.headers['retry-after']).toBeDefined();
      expect(login.body.error).toBe('UNAVAILABLE');
      const ready = await call(server.app, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(JSON.stringify(ready.body)).toContain('redis');
      expect((await call(server.app, 'GET', '/api/ads')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
