import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server as a process of its own, on the given port and settings, once it answers /api/health. tsx is a
 * loader, so SIGTERM at the end reaches the server itself (see test/server/process.test.ts).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    // No load balancer to drain for: stopping is immediate.
    env: { ...process.env, SHUTDOWN_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
