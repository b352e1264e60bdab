import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, json, startServer, tempDir } from './harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('SIGTERM under load', () => {
  it('finishes every request accepted before the signal, closes idle keep-alive connections at once and exits 0 within the bound', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    // The bound leaves room for twelve OWASP-strength hashes two at a time on a busy 2-core machine (about 10 s
    // were measured while other suites ran); what is asserted is that the work finishes and the exit is clean.
    const server = await startServer({
      DATA_DIR: dir.path,
      SHUTDOWN_TIMEOUT_SECONDS: '30',
      SHUTDOWN_DRAIN_SECONDS: '1',
    });
    cleanups.push(async () => void server.child.kill('SIGKILL'));

    // Keep-alive connections that sit idle in the client's pool when the signal comes.
    await Promise.all(Array.from({ length: 8 }, () => json(`${server.url}/api/package/getAllPackages`)));

    // Slow requests (OWASP scrypt per sign-in, each for an address of its own so all hash in the normal lane) and
    // fast ones, all sent before the signal.
    const started = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? json(`${server.url}/api/auth/login`, { body: { email: `nobody${i}@faults.test`, password: ADMIN.password } })
        : json(`${server.url}/api/package/getAllPackages`),
    ).map((p) =>
      p.then(
        (r) => ({ status: r.status, error: r.body.error }),
        (e: unknown) => ({ status: 0, error: `${String(e)} ${String((e as { cause?: unknown }).cause)}` }),
      ),
    );
    // "Accepted" means the server has read the request (it logs each one as it arrives), not that its bytes
    // wait in a socket buffer.
    const arrived = () => server.output().split('"incoming request"').length - 1;
    while (arrived() < 8 + 24) await new Promise((r) => setTimeout(r, 10));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    const answers = await Promise.all(started);
    const code = await server.exited;
    const took = Date.now() - signalledAt;
    // Every request was answered: the packages, and "wrong address or password" for the sign-ins.
    expect(
      answers.filter((a, i) => a.status !== (i % 2 === 0 ? 401 : 200)),
      server.output(),
    ).toEqual([]);
    expect(code, server.output()).toBe(0);
    expect(took).toBeLessThan(30_000);
    expect(server.output()).toContain('shutting down');
  });

  it('drains first: /api/ready fails at once, requests still sent are answered, and only then is the listener closed (refused, never reset)', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const server = await startServer({ DATA_DIR: dir.path, SHUTDOWN_DRAIN_SECONDS: '2' });
    cleanups.push(async () => void server.child.kill('SIGKILL'));

    // A load balancer's clients on keep-alive connections: they keep sending until its health check (every 250 ms)
    // sees /api/ready fail. Each request sent until then must be answered; a reset one was lost unread.
    let balancerSeesReady = true;
    let signalledAt = Infinity;
    const outcomes: { sentAt: number; outcome: string }[] = [];
    const client = async () => {
      while (balancerSeesReady) {
        const sentAt = Date.now();
        const outcome = await fetch(`${server.url}/api/package/getAllPackages`).then(
          async (r) => (await r.text(), String(r.status)),
          (e: unknown) => String((e as { cause?: { code?: string } }).cause?.code ?? e),
        );
        outcomes.push({ sentAt, outcome });
      }
    };
    const healthCheck = async () => {
      while (balancerSeesReady) {
        await new Promise((r) => setTimeout(r, 250));
        balancerSeesReady = (await json(`${server.url}/api/ready`)).status === 200;
      }
    };
    const traffic = Promise.all([healthCheck(), ...Array.from({ length: 6 }, client)]);
    while (outcomes.length < 30) await new Promise((r) => setTimeout(r, 10));

    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await traffic;
    // The balancer noticed within its interval, well before the drain ended.
    expect(Date.now() - signalledAt).toBeLessThan(1500);
    expect(outcomes.filter((o) => o.outcome !== '200')).toEqual([]);
    expect(outcomes.filter((o) => o.sentAt >= signalledAt).length).toBeGreaterThan(0);

    // Past the drain the listener is closed: a new connection is refused (safe to retry elsewhere), and the exit is clean.
    expect(await server.exited, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2000);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('draining');
  });

  it('Ctrl+C (SIGINT) stops at once: new connections are refused and idle clients do not hold the process', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const server = await startServer({ DATA_DIR: dir.path });
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    await json(`${server.url}/api/package/getAllPackages`);
    const signalledAt = Date.now();
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    // An idle keep-alive socket from the request above must not hold the process (Fastify keeps them 72 s by default).
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
