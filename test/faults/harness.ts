import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { freePort } from '../support/freePort';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject, vi } from 'vitest';

export { freePort };

/** A complete ad draft, as the form sends it. */
export const AD = {
  title: 'Altbauwohnung mit Balkon',
  description: 'Helle Räume, Dielenboden, Balkon zum Hof und ein Keller für die Fahrräder.',
  category: 'apartment_rent',
  priceCents: 120000,
  priceType: 'fixed',
  postalCode: '10245',
  city: 'Berlin',
};

export const ADMIN = { email: 'admin@faults.test', password: 'faults-admin-password' };

/** PostgreSQL for the fault suite: the machine's server (CI starts it), a fresh database per test. */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts the compiled server (`node main.js`) with the given environment on a free port. */
export async function startServer(
  env: Record<string, string>,
  options: { waitReady?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', inject('serverBuild')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      CLIENT_DIR: '',
      SEED_DEMO_DATA: 'false',
      // Each fault test starts on a fresh database: the forty thousand places would only cost time here.
      PLACES_GAZETTEER: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_IP: '100000',
      LOGINS_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_MAILS_PER_ADDRESS: '1000',
      QUOTA_ADS_PER_DAY: '10000',
      QUOTA_UPLOADS_PER_MINUTE: '10000',
      LOGIN_FAILURES_BEFORE_DELAY: '1000',
      // No load balancer watches /api/ready here; the shutdown suite sets its own drain.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
  if (options.waitReady !== false) await waitFor(server, '/api/health');
  return server;
}

/** Polls a path until it answers 200, as a load balancer's health check would; fails early if the process died. */
export async function waitFor(server: ServerProcess, pathname: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const status = await fetch(server.url + pathname).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${pathname} did not answer 200 within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A DATA_DIR for one test, with a copy of the migrated PGlite database (pgliteDataDir.ts); unused on PostgreSQL. */
export async function tempDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-faults-'));
  await cp(inject('pgliteDataDir'), dir, { recursive: true });
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh PostgreSQL database for one test, dropped afterwards. */
export async function tempDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `inserat_fault_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client(PG_ADMIN_URL);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client(PG_ADMIN_URL);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function json(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: { statusCode?: number; error?: string; message?: string; data?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * A request whose connection failed says whether the server process was still alive and what it logged last, so a
 * failure in CI (read from the log's tail) tells a crash from a dropped connection.
 */
export async function explained<T>(server: ServerProcess, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    // A crash resets the connection before the parent hears of the exit: give that news a moment to arrive, so the
    // message does not call a dying server "still running" (it did, in the CI log of a crash).
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
    const state =
      server.child.exitCode === null && server.child.signalCode === null
        ? 'still running'
        : `exited (code ${server.child.exitCode}, signal ${server.child.signalCode})`;
    throw new Error(
      `request failed (${cause}); the server is ${state}; its last output:\n${server.output().slice(-3000)}`,
      { cause: error },
    );
  }
}

export async function adminToken(server: ServerProcess): Promise<string> {
  const { body } = await json(`${server.url}/api/auth/login`, { body: ADMIN });
  return (body.data as { accessToken: string }).accessToken;
}

/**
 * The six-digit code of the nth mail (0-based, in order of sending) the server kept in DATA_DIR/outbox. Mail leaves
 * in a background job after the answer, so this waits for the file as a person waits for their inbox.
 */
export async function mailedCode(dataDir: string, n = 0): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  return vi.waitFor(
    async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      if (files.length <= n) throw new Error(`mail ${n + 1} has not arrived yet`);
      const code = /^\s+(\d{6})\s*$/m.exec(await readFile(path.join(outbox, files[n]!), 'utf8'))?.[1];
      if (!code) throw new Error(`mail ${n + 1} carries no code`);
      return code;
    },
    { timeout: 30_000, interval: 50 },
  );
}
