/**
 * Scaling out (issue 15): GET /api/ads and a full-text search through nginx with 1, 2 and 3 web processes of the
 * compiled server on one PostgreSQL database (Redis for limits and broadcasts), 50 connections for 10 s each. Prints
 * requests per second, p99 latency and the scaling ratio from 1 to 2 processes (goal on this 2-core machine: ≥ 1.6×
 * for the search route). autocannon runs in this process, nginx beside it: on 2 cores they take a share of the CPU the
 * server processes would otherwise get, so the figures are a lower bound of what separate machines would show. These
 * run without nginx's micro-cache; an ad page is then measured with and without it (issue 73).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startNginx } from '../test/cluster/nginx';
import { freePort } from '../test/support/freePort';
import { type Report } from './report';

const root = path.resolve(import.meta.dirname, '..');
const ROUTES = [
  { name: 'GET /api/ads', path: '/api/ads?page=1' },
  { name: 'full-text search', path: '/api/ads?page=1&q=Balkon%20Altbau' },
];

async function waitUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    if (
      (await fetch(`${url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    if (Date.now() > deadline) throw new Error(`not ready in 90 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function cluster(report: Report): Promise<void> {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `inserat_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(pgUrl);
  try {
    await admin.connect();
  } catch (error) {
    report(
      'cluster scaling',
      `not measured: PostgreSQL at ${pgUrl} is not reachable (${(error as Error).message})`,
      '≥ 1.6× from 1 to 2',
      false,
    );
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${name}`;
  // Built under node_modules/.cache (never dist/, which `npm start` serves), where the bundle resolves the packages.
  await mkdir(path.join(root, 'node_modules/.cache'), { recursive: true });
  const work = await mkdtemp(path.join(root, 'node_modules/.cache/inserat-bench-cluster-'));
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build-server.mjs'), '--outdir', path.join(work, 'server')],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('building the server failed');
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    CLIENT_DIR: '',
    LOG_LEVEL: 'warn',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `${process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'}/5`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    ROLE: 'web',
  };
  const processes: ChildProcess[] = [];
  const startOne = async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(work, 'data-'));
    const child = spawn(process.execPath, [path.join(work, 'server/main.js')], {
      env: { ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    processes.push(child);
    await waitUp(`http://127.0.0.1:${port}`, child, () => output);
    return port;
  };
  try {
    const ports = [await startOne()]; // the first seeds the demo data; the others find it
    ports.push(...(await Promise.all([startOne(), startOne()])));
    const figures = new Map<string, number[]>();
    for (const count of [1, 2, 3]) {
      const nginx = await startNginx(ports.slice(0, count), await mkdtemp(path.join(work, 'nginx-')), {
        microCache: false,
      });
      try {
        for (const route of ROUTES) {
          // A short warm-up so every process has its connections and caches, then the measured run.
          await autocannon({ url: nginx.url + route.path, connections: 50, duration: 2 });
          const result = await autocannon({ url: nginx.url + route.path, connections: 50, duration: 10 });
          const rps = result.requests.average;
          figures.set(route.name, [...(figures.get(route.name) ?? []), rps]);
          const errors = result.errors + result.non2xx;
          report(
            `${route.name} through nginx, ${count} process${count > 1 ? 'es' : ''}, 50 connections`,
            `${rps.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`,
            'no errors',
            errors === 0,
          );
        }
      } finally {
        await nginx.stop();
      }
    }
    // One ad page read by everyone at once, through nginx with and without its micro-cache (issue 73), 2 processes.
    const [first] = (
      (await (await fetch(`http://127.0.0.1:${ports[0]}/api/ads?limit=1`)).json()) as {
        data: { items: { id: string }[] };
      }
    ).data.items;
    for (const microCache of [false, true]) {
      const nginx = await startNginx(ports.slice(0, 2), await mkdtemp(path.join(work, 'nginx-')), { microCache });
      try {
        const url = `${nginx.url}/api/ads/${first!.id}`;
        await autocannon({ url, connections: 50, duration: 2 });
        const result = await autocannon({ url, connections: 50, duration: 10 });
        const errors = result.errors + result.non2xx;
        report(
          `an ad page through nginx ${microCache ? 'with' : 'without'} its micro-cache, 2 processes, 50 connections`,
          `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`,
          'no errors',
          errors === 0,
        );
      } finally {
        await nginx.stop();
      }
    }
    for (const route of ROUTES) {
      const [one, two, three] = figures.get(route.name)!;
      const ratio = two! / one!;
      const goal = route.name === 'full-text search';
      report(
        `${route.name}: scaling 1 → 2 → 3 processes`,
        `${ratio.toFixed(2)}× at 2, ${(three! / one!).toFixed(2)}× at 3`,
        goal ? '≥ 1.6× from 1 to 2' : 'for information',
        goal ? ratio >= 1.6 : true,
      );
    }
  } finally {
    for (const child of processes) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    for (const child of processes) child.kill('SIGKILL');
    const c = new pg.Client(pgUrl);
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    await rm(work, { recursive: true, force: true });
  }
}
