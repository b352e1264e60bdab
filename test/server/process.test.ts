import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { freePort } from '../support/freePort';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server as one process, tsx as a loader. tsx's CLI runs the script in a child and relays a signal; when the
 * child does not acknowledge it within 30 ms (a loaded machine), the CLI sends SIGKILL and exits 143 — what CI saw
 * here once. The signal must reach the server itself.
 */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      // The gazetteer's load (test/server/gazetteer.test.ts) would only lengthen these starts on fresh databases.
      PLACES_GAZETTEER: 'false',
      CLIENT_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('bad configuration stops start-up with a message naming the variable', async () => {
    const { exited, output } = run({ PORT: 'eighty' });
    expect(await exited).toBe(78);
    expect(output()).toContain('Configuration error: PORT must be a whole number');
  });

  it('starts on PGlite, answers, and shuts down cleanly on SIGTERM; the database opens again afterwards', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-process-'));
    try {
      for (const round of [1, 2]) {
        const port = await freePort();
        const server = run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '1' });
        const deadline = Date.now() + 60_000;
        let healthy = false;
        while (!healthy && Date.now() < deadline) {
          healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (!healthy) await new Promise((r) => setTimeout(r, 250));
        }
        expect(healthy, server.output()).toBe(true);
        // A request in flight when the signal arrives still gets its answer. "In flight" means the server has read
        // it (it logs each request as it arrives), not that its bytes still wait in a socket buffer.
        const arrivedBefore = server.output().split('"incoming request"').length;
        const inFlight = fetch(`http://127.0.0.1:${port}/api/package/getAllPackages`).then((r) => r.status);
        await vi.waitFor(
          () => expect(server.output().split('"incoming request"').length).toBeGreaterThan(arrivedBefore),
          { timeout: 30_000, interval: 5 },
        );
        server.child.kill('SIGTERM');
        expect(await inFlight).toBe(200);
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('shutting down');
        if (round === 1) expect(server.output()).toContain('created the admin');
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  // The machine's own address on its network, as another machine would reach it.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
  it.skipIf(!external)(
    'on every interface (HOST=0.0.0.0) the API answers from the network, the tokenless metrics port only on this machine',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-process-'));
      const [port, metricsPort] = [await freePort(), await freePort()];
      const server = run({
        PORT: String(port),
        HOST: '0.0.0.0',
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
        SHUTDOWN_DRAIN_SECONDS: '0',
      });
      try {
        await vi.waitFor(async () => expect((await fetch(`http://${external}:${port}/api/health`)).status).toBe(200), {
          timeout: 60_000,
          interval: 250,
        });
        expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
        await expect(fetch(`http://${external}:${metricsPort}/metrics`)).rejects.toThrow();
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
