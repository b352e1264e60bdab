/**
 * The public pages as visitors and search engines get them (issue 12), measured on a production build served by the
 * real server with demo data:
 *   - Lighthouse 12 (mobile, simulated 4G, the npm package driving Debian's Chromium) on /, /ads and one ad page,
 *     the median of three runs each: performance ≥ 98, accessibility, best practices and SEO 100, LCP ≤ 1.8 s,
 *     CLS ≤ 0.02, TBT ≤ 100 ms, and the landing page's transferred bytes ≤ 200 KB;
 *   - the server-rendered ad page and GET /api/ads/:id at 50 connections: ≥ 1,000 requests/s with p99 ≤ 100 ms on
 *     PostgreSQL (BENCH_DATABASE_URL, default the local test server), p99 ≤ 150 ms on PGlite.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { buildServer } from '../server/app';
import { loadServerConfig } from '../server/config';
import { freePort } from '../test/support/freePort';
import { lighthouseRuns } from './lighthouse';
import { type Report } from './report';

const root = path.resolve(import.meta.dirname, '..');

/** Map tiles from a local stub (no internet here), so the ad page's map loads without console errors. */
async function tileServer(): Promise<{ url: string; server: Server }> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8eef2' } })
    .png()
    .toBuffer();
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * The production build (client and server-side render) in a folder of its own, inside the project: the render's
 * bundle imports its packages from node_modules, which Node finds only from a folder below the project.
 */
async function build(): Promise<string> {
  const outDir = path.join(root, 'node_modules/.cache/inserat-bench-pages');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-client.mjs'), '--outdir', outDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the client build failed');
  return outDir;
}

async function startServer(outDir: string, databaseUrl: string | null, tiles: string) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-pages-data-'));
  const base = `http://127.0.0.1:${port}`;
  const config = await loadServerConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CLIENT_DIR: path.join(outDir, 'client'),
      PUBLIC_URL: base,
      MAP_TILE_URL: `${tiles}/{z}/{x}/{y}.png`,
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    {
      seedDemoData: true,
      rateLimit: {
        perIpPerMinute: 1_000_000,
        mailsPerAddressPerHour: 100,
        loginFailuresBeforeDelay: 100,
        loginsPerIpPerMinute: 1_000_000,
      },
    },
  );
  const schemaName = databaseUrl ? `bench_pages_${Date.now()}` : undefined;
  const server = await buildServer(config, { schemaName });
  await server.app.listen({ port, host: '127.0.0.1' });
  const answer = (await (await fetch(`${base}/api/ads?limit=1`)).json()) as { data: { items: { id: string }[] } };
  return {
    base,
    adPath: `/ads/${answer.data.items[0]!.id}`,
    async close() {
      await server.app.close();
      if (schemaName && databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(
          `DROP SCHEMA IF EXISTS "${schemaName}" CASCADE; DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`,
        );
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function serverRendering(
  base: string,
  adPath: string,
  database: string,
  p99Budget: number,
  report: Report,
): Promise<void> {
  for (const [name, url] of [
    ['server-rendered ad page', `${base}${adPath}`],
    ['GET /api/ads/:id', `${base}/api${adPath}`],
  ] as const) {
    // Asked for as browsers ask (compressed), so the figure includes what compression costs.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    await autocannon({ url, headers, connections: 50, duration: 3 }); // warm-up
    const result = await autocannon({
      url,
      headers,
      connections: 50,
      duration: Number(process.env.BENCH_SECONDS ?? 8),
    });
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const ok = (database === 'PostgreSQL' ? rps >= 1000 : true) && p99 <= p99Budget && result.non2xx === 0;
    report(
      `${name} at 50 connections on ${database}`,
      `${rps.toFixed(0)} req/s, p99 ${p99} ms${result.non2xx ? `, ${result.non2xx} not 2xx` : ''}`,
      database === 'PostgreSQL' ? `≥ 1000 req/s, p99 ≤ ${p99Budget} ms` : `p99 ≤ ${p99Budget} ms`,
      ok,
    );
  }
}

export async function pages(report: Report): Promise<void> {
  // React's production build in the server-side render, as in a deployment (set before the render is first loaded).
  process.env.NODE_ENV = 'production';
  const outDir = await build();
  const tiles = await tileServer();
  try {
    const pglite = await startServer(outDir, null, tiles.url);
    try {
      if (process.env.BENCH_LIGHTHOUSE !== '0')
        await lighthouseRuns(
          pglite.base,
          ['/', '/ads', pglite.adPath],
          Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
          report,
        );
      await serverRendering(pglite.base, pglite.adPath, 'PGlite', 150, report);
    } finally {
      await pglite.close();
    }
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    let postgres: Awaited<ReturnType<typeof startServer>> | null = null;
    try {
      postgres = await startServer(outDir, databaseUrl, tiles.url);
    } catch (error) {
      report(
        'server-rendered ad page on PostgreSQL',
        `not measured: ${error instanceof Error ? error.message : String(error)}`,
        '≥ 1000 req/s',
        false,
      );
    }
    if (postgres) {
      try {
        await serverRendering(postgres.base, postgres.adPath, 'PostgreSQL', 100, report);
      } finally {
        await postgres.close();
      }
    }
  } finally {
    tiles.server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
