/**
 * `npm run bench`: the budgets of DESIGN.md §6, measured and printed (never asserted by timed unit tests).
 *   1. initial JS of the landing route ≤ 150 KB gzip; Firebase and Stripe never in the initial load
 *   2. GET /api/ads throughput ≥ 40 % of a bare Fastify route's, in the same run
 *   3. full-text search over 1,000,000 ads ≤ 20 ms (PostgreSQL: BENCH_DATABASE_URL, default the local test server)
 * Each figure is printed with its budget; the process exits 1 when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildServer } from '../server/app';
import { loadServerConfig } from '../server/config';
import { openDatabase } from '../server/infrastructure/db/database';
import { AdRepositoryDrizzle } from '../server/infrastructure/repositories/AdRepositoryDrizzle';

const root = path.resolve(import.meta.dirname, '..');
const results: { name: string; value: string; budget: string; ok: boolean }[] = [];
const report = (name: string, value: string, budget: string, ok: boolean) => {
  results.push({ name, value, budget, ok });
  console.log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${value} (budget ${budget})`);
};

/**
 * What the browser must fetch before the landing page can render: the entry script, its static imports, and the
 * landing route's own lazy chunk with its static imports, read from Vite's manifest of a fresh production build.
 */
function initialBundle(): void {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'inserat-bench-build-'));
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_STRIPE_PUBLIC_KEY: process.env.VITE_STRIPE_PUBLIC_KEY ?? 'pk_demo_inserat' },
  });
  if (build.status !== 0) {
    report('initial JS of the landing route (gzip)', 'not measured: the build failed', '≤ 150 KB', false);
    return;
  }
  type ManifestEntry = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const needed = new Set<string>();
  const walk = (key: string) => {
    if (needed.has(key)) return;
    needed.add(key);
    for (const child of manifest[key]?.imports ?? []) walk(child);
  };
  walk('index.html');
  walk('src/ui/pages/LandingPage.tsx');
  let gzip = 0;
  let foreign = false;
  const files = [...needed].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const code = readFileSync(path.join(outDir, file));
    gzip += gzipSync(code, { level: 9 }).length;
    if (/js\.stripe\.com|firebaseapp\.com|identitytoolkit/.test(code.toString())) foreign = true;
  }
  rmSync(outDir, { recursive: true, force: true });
  report('initial JS of the landing route (gzip)', `${(gzip / 1024).toFixed(1)} KB in ${files.length} files`, '≤ 150 KB', gzip <= 150 * 1024);
  report('Stripe or Firebase code in the initial load', foreign ? 'yes' : 'no', 'no', !foreign);
}

async function load(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: Number(process.env.BENCH_SECONDS ?? 8), pipelining: 1 });
  return result.requests.average;
}

async function throughput(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-'));
  const config = await loadServerConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { seedDemoData: true, clientDir: null });
  const { app } = await buildServer(config);
  const ours = await app.listen({ port: 0, host: '127.0.0.1' });

  // The reference: a bare Fastify route answering a similar JSON body from memory.
  const bare = Fastify();
  const sample = (await (await fetch(`${ours}/api/ads?limit=20`)).json()) as unknown;
  bare.get('/ads', async () => sample);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  await load(`${bareUrl}/ads`); // warm-up
  const bareRps = await load(`${bareUrl}/ads`);
  const oursRps = await load(`${ours}/api/ads?limit=20`);
  const share = oursRps / bareRps;
  report('GET /api/ads?limit=20 vs bare Fastify', `${oursRps.toFixed(0)} vs ${bareRps.toFixed(0)} req/s = ${(share * 100).toFixed(0)} %`, '≥ 40 %', share >= 0.4);
  await app.close();
  await bare.close();
  await rm(dataDir, { recursive: true, force: true });
}

async function fullTextSearch(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const count = Number(process.env.BENCH_ADS ?? 1_000_000);
  const schemaName = 'bench_fts';
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: url, pgliteDir: null, schemaName });
  } catch (error) {
    report('full-text search over 1,000,000 ads', `not measured: PostgreSQL at ${url} is not reachable (${(error as Error).message})`, '≤ 20 ms', false);
    return;
  }
  const db = handle.db;
  const existing = Number(((await db.execute(sql`select count(*)::int as n from ads`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  if (existing < count) {
    console.log(`seeding ${count.toLocaleString('en')} ads into ${schemaName} (once; later runs reuse them)…`);
    const started = Date.now();
    await db.execute(sql`truncate ads cascade`);
    await db.execute(sql`insert into users (id, name, lastname, email, role, activated) values ('00000000-0000-4000-8000-000000000001', 'Bench', 'Owner', 'bench@example.de', 'USER', true) on conflict do nothing`);
    const words = ['Altbau', 'Balkon', 'Garten', 'Dachterrasse', 'Neubau', 'Loft', 'Maisonette', 'Penthouse', 'Erdgeschoss', 'Einbauküche', 'Kamin', 'Seeblick', 'ruhig', 'zentral', 'hell', 'renoviert', 'Stellplatz', 'Aufzug', 'Keller', 'Parkett'];
    const cities = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig', 'Dresden', 'Hannover'];
    const wordList = sql.raw(`ARRAY[${words.map((w) => `'${w}'`).join(',')}]`);
    const cityList = sql.raw(`ARRAY[${cities.map((c) => `'${c}'`).join(',')}]`);
    for (let offset = 0; offset < count; offset += 100_000) {
      await db.execute(sql`
        insert into ads (owner_id, title, description, category, price_cents, price_type, postal_code, city, status, published_at, expires_at)
        select '00000000-0000-4000-8000-000000000001',
               (${wordList})[1 + (g % 20)] || ' ' || (${wordList})[1 + ((g / 20) % 20)] || ' Wohnung ' || g,
               'Schöne Wohnung mit ' || (${wordList})[1 + ((g / 7) % 20)] || ' und ' || (${wordList})[1 + ((g / 13) % 20)] || ' in guter Lage.',
               'apartment_rent', 50000 + (g % 300000), 'fixed', lpad(((g % 90000) + 10000)::text, 5, '0'),
               (${cityList})[1 + (g % 10)], 'active', now() - (g || ' seconds')::interval, now() + interval '30 days'
        from generate_series(${offset + 1}::int, ${Math.min(offset + 100_000, count)}::int) as g`);
    }
    await db.execute(sql`analyze ads`);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const repo = new AdRepositoryDrizzle(db);
  // A common pair of words (many matches: ordered index walk) and a rare one (few matches: GIN and sort).
  for (const q of ['Maisonette Dachterrasse', 'Wohnung 123457']) {
    const query = { q, category: null, city: null, postalCode: null, minPrice: null, maxPrice: null, minRooms: null, minArea: null, featured: false, sort: 'newest' as const, cursor: null, limit: 20 };
    const timings: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      await repo.search(query, new Date());
      timings.push(performance.now() - t);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)]!;
    const { total, totalCapped } = await repo.search(query, new Date());
    report(
      `full-text search over ${count.toLocaleString('en')} ads ("${q}", ${totalCapped ? 'more than ' : ''}${total.toLocaleString('en')} hits, page of 20 + total)`,
      `median ${median.toFixed(1)} ms, p90 ${timings[Math.floor(timings.length * 0.9)]!.toFixed(1)} ms`,
      '≤ 20 ms',
      median <= 20,
    );
  }
  await handle.close();
}

initialBundle();
await throughput();
await fullTextSearch();
const missed = results.filter((r) => !r.ok);
console.log(`\n${results.length - missed.length} of ${results.length} budgets met`);
process.exit(missed.length === 0 ? 0 : 1);
