/**
 * The landing route's initial JavaScript, from a fresh production build: what the browser fetches before the landing
 * page answers a click — the entry, the app's start (src/boot.ts, fetched right after first paint), the landing route's
 * chunk, and their static imports — gzipped as the server sends them. Printed with the libraries and app code that make
 * it up (attributed through the source maps), heaviest first, so the next cut starts where the bytes are.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { Report } from './report';

const root = path.resolve(import.meta.dirname, '..');
/** With React 19 (issue 65): react-dom alone is about 62 KB of it. */
const BUDGET_KB = 135;
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);
const STARTING_MODULES = ['index.html', 'src/boot.ts', 'src/ui/pages/LandingPage.tsx'];

type ManifestEntry = { file: string; imports?: string[] };

/** A source's owner: its npm package, or "app code" for the repository's own files. */
const owner = (source: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? (source ? 'app code' : 'bundler runtime');

/** The minified text of one file, split by the source each character came from. */
function textBySource(code: string, map: RawSourceMap): Map<string, string> {
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const texts = new Map<string, string>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.line - 1] ?? '';
    const end = next?.line === mapping.line ? next.column : line.length;
    const name = owner(mapping.source);
    texts.set(name, (texts.get(name) ?? '') + line.slice(mapping.column, end));
  });
  return texts;
}

export function initialBundle(report: Report): void {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'inserat-bench-build-'));
  try {
    const build = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, VITE_STRIPE_PUBLIC_KEY: process.env.VITE_STRIPE_PUBLIC_KEY ?? 'pk_demo_inserat' },
      },
    );
    if (build.status !== 0) {
      report('initial JS of the landing route (gzip)', 'not measured: the build failed', `≤ ${BUDGET_KB} KB`, false);
      return;
    }
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestEntry
    >;
    const needed = new Set<string>();
    const walk = (key: string) => {
      if (needed.has(key)) return;
      needed.add(key);
      for (const child of manifest[key]?.imports ?? []) walk(child);
    };
    STARTING_MODULES.forEach(walk);
    const files = [...needed].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    let gzip = 0;
    let foreign = false;
    const parts = new Map<string, string>();
    for (const file of files) {
      const code = readFileSync(path.join(outDir, file), 'utf8');
      gzip += gzipSync(code, { level: 9 }).length;
      if (/js\.stripe\.com|firebaseapp\.com|identitytoolkit/.test(code)) foreign = true;
      // The bundler's own runtime (a few hundred bytes) comes without a map.
      const mapFile = path.join(outDir, `${file}.map`);
      const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : null;
      const texts = map ? textBySource(code, map) : new Map([['bundler runtime', code]]);
      for (const [name, text] of texts) parts.set(name, (parts.get(name) ?? '') + text);
    }
    const heaviest = [...parts]
      .map(([name, text]) => ({ name, kb: gzipSync(text, { level: 9 }).length / 1024 }))
      .sort((a, b) => b.kb - a.kb)
      .slice(0, Number(process.env.BENCH_PARTS ?? 8));
    console.log(
      `     heaviest parts (each gzipped alone): ${heaviest.map((p) => `${p.name} ${p.kb.toFixed(1)}`).join(', ')} KB`,
    );
    // React's share, the other libraries' and the app's own, each gzipped as one text.
    const share = (test: (name: string) => boolean) =>
      gzipSync(
        [...parts]
          .filter(([name]) => test(name))
          .map(([, text]) => text)
          .join(''),
        { level: 9 },
      ).length / 1024;
    const isApp = (name: string) => name === 'app code' || name === 'bundler runtime';
    console.log(
      `     shares: React ${share((name) => REACT_PACKAGES.has(name)).toFixed(1)} KB, other libraries ${share((name) => !REACT_PACKAGES.has(name) && !isApp(name)).toFixed(1)} KB, app code ${share(isApp).toFixed(1)} KB`,
    );
    report(
      'initial JS of the landing route (gzip)',
      `${(gzip / 1024).toFixed(1)} KB in ${files.length} files`,
      `≤ ${BUDGET_KB} KB`,
      gzip <= BUDGET_KB * 1024,
    );
    report('Stripe or Firebase code in the initial load', foreign ? 'yes' : 'no', 'no', !foreign);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
